"""The menu's and play shell's translations (zh-Hant, zh-Hans), written once into the .po files:
`python tools/i18n_shell_words.py` fills every empty msgstr it knows, then run tools/i18n_catalogs.py.
Kept as a script so a reviewer reads both languages side by side; the .po files stay the catalogs of record."""
from __future__ import annotations

import os
import sys

from babel.messages.pofile import read_po, write_po

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

WORDS = {
    "Back": ("返回", "返回"),
    "Betrayal at House on the Hill": ("山中小屋", "山中小屋"),
    "Campaigns…": ("戰役…", "战役…"),
    "Cancel": ("取消", "取消"),
    "Cannot list the campaigns: {error}": ("無法列出戰役：{error}", "无法列出战役：{error}"),
    "Cannot list the finished games: {error}": ("無法列出已結束的遊戲：{error}", "无法列出已结束的游戏：{error}"),
    "Cannot list the saved games: {error}": ("無法列出存檔：{error}", "无法列出存档：{error}"),
    "Cannot open that page of {game}: {error}": ("無法開啟{game}的這一頁：{error}", "无法打开{game}的这一页：{error}"),
    "Cannot open the {game} preview: {error}": ("無法開啟{game}的預覽：{error}", "无法打开{game}的预览：{error}"),
    "Cannot resume: {why}": ("無法繼續：{why}", "无法继续：{why}"),
    "Cannot start {game}: {error}": ("無法開始{game}：{error}", "无法开始{game}：{error}"),
    "Chapters played in order, carrying what the heroes keep": ("依序遊玩各章節，英雄保留的東西會帶到下一章", "依序游玩各章节，英雄保留的东西会带到下一章"),
    "Click: choose one of {n} answers": ("點擊：從 {n} 個選項中選一個", "点击：从 {n} 个选项中选一个"),
    "Click: {what}": ("點擊：{what}", "点击：{what}"),
    "Close (Esc)": ("關閉 (Esc)", "关闭 (Esc)"),
    "Close (F1)": ("關閉 (F1)", "关闭 (F1)"),
    "Computer for {name}: {what}": ("電腦代 {name}：{what}", "电脑代 {name}：{what}"),
    "Computer {n}": ("電腦 {n}", "电脑 {n}"),
    "Continue": ("繼續", "继续"),
    "Continue (Enter)": ("繼續 (Enter)", "继续 (Enter)"),
    "Continue this game where it was left": ("從上次停下的地方繼續這局", "从上次停下的地方继续这局"),
    "Could not continue the campaign: {error}": ("無法繼續戰役：{error}", "无法继续战役：{error}"),
    "Could not load {file}: {error}": ("無法讀取 {file}：{error}", "无法读取 {file}：{error}"),
    "Could not load: {error}": ("無法讀取：{error}", "无法读取：{error}"),
    "Could not replay {game}: {error}": ("無法重播{game}：{error}", "无法重播{game}：{error}"),
    "Could not resume {game}: {error}": ("無法繼續{game}：{error}", "无法继续{game}：{error}"),
    "Could not resume: {error}": ("無法繼續：{error}", "无法继续：{error}"),
    "Could not save: {error}": ("無法存檔：{error}", "无法存档：{error}"),
    "Could not start the campaign: {error}": ("無法開始戰役：{error}", "无法开始战役：{error}"),
    "Defeat": ("失敗", "失败"),
    "Delete": ("刪除", "删除"),
    "Delete this autosave": ("刪除這個自動存檔", "删除这个自动存档"),
    "Delete this campaign (its chapters' games stay in the lists)": ("刪除這個戰役（各章節的遊戲仍留在清單中）", "删除这个战役（各章节的游戏仍留在列表中）"),
    "Delete this damaged autosave?": ("刪除這個損壞的自動存檔？", "删除这个损坏的自动存档？"),
    "Delete this finished game for good": ("永久刪除這局已結束的遊戲", "永久删除这局已结束的游戏"),
    "Delete this finished game?": ("刪除這局已結束的遊戲？", "删除这局已结束的游戏？"),
    "Delete this unfinished game?": ("刪除這局未完成的遊戲？", "删除这局未完成的游戏？"),
    "Dice tray": ("擲骰區", "掷骰区"),
    "Esc quits · F1 in a game shows the rules of the current phase": ("Esc 離開 · 遊戲中按 F1 查看目前階段的規則", "Esc 退出 · 游戏中按 F1 查看当前阶段的规则"),
    "Every chapter of this {game} campaign is won": ("這個{game}戰役的每一章都已獲勝", "这个{game}战役的每一章都已获胜"),
    "Every secret shown · ": ("所有祕密公開 · ", "所有秘密公开 · "),
    "Finished games…": ("已結束的遊戲…", "已结束的游戏…"),
    "Games played to the end, kept for their replay until you delete them": ("已玩完的遊戲，保留以供重播，直到你刪除", "已玩完的游戏，保留以供重播，直到你删除"),
    "Games you saved with Save in a game": ("你在遊戲中用「存檔」儲存的遊戲", "你在游戏中用“存档”保存的游戏"),
    "Ghost Stories: White Moon": ("厲鬼傳說：白月", "厉鬼传说：白月"),
    "Haunts": ("作祟劇本", "作祟剧本"),
    "Hide it and go on": ("蓋起來，繼續", "盖起来，继续"),
    "How many people play the campaign": ("有幾個人玩這個戰役", "有几个人玩这个战役"),
    "I am {name} — show it": ("我是 {name}——顯示給我看", "我是 {name}——显示给我看"),
    "I am {name} — show my view": ("我是 {name}——顯示我的畫面", "我是 {name}——显示我的画面"),
    "Keep": ("保留", "保留"),
    "Language: click for the next one (remembered for the next time)": ("語言：點擊切換到下一種（下次啟動時會記住）", "语言：点击切换到下一种（下次启动时会记住）"),
    "Lantern": ("Lantern", "Lantern"),
    "Load": ("讀檔", "读档"),
    "Load a saved game": ("讀取存檔", "读取存档"),
    "Load a saved game…": ("讀取存檔…", "读取存档…"),
    "Loaded {file}": ("已讀取 {file}", "已读取 {file}"),
    "Log": ("紀錄", "记录"),
    "Menu": ("主選單", "主菜单"),
    "Menu (Esc)": ("主選單 (Esc)", "主菜单 (Esc)"),
    "Mice and Mystics": ("俠鼠魔途", "侠鼠魔途"),
    "New game": ("新遊戲", "新游戏"),
    "New random seed": ("新的隨機種子", "新的随机种子"),
    "Ninja: Legend of the Scorpion Clan": ("忍者：蠍子氏族傳奇", "忍者：蝎子氏族传奇"),
    "No hint now: this is not your decision.": ("現在沒有提示：這不是你要做的決定。", "现在没有提示：这不是你要做的决定。"),
    "No saved games yet: use Save first.": ("還沒有存檔：請先用「存檔」。", "还没有存档：请先用“存档”。"),
    "Not with these settings: {why}": ("這些設定下不行：{why}", "这些设置下不行：{why}"),
    "Nothing is chosen for you here: click the answer you want.": ("這裡不替你預選：點擊你要的選項。", "这里不替你预选：点击你要的选项。"),
    "Nothing to do there now.": ("那裡現在沒有可做的事。", "那里现在没有可做的事。"),
    "Open in another Lantern window": ("已在另一個 Lantern 視窗中開啟", "已在另一个 Lantern 窗口中打开"),
    "Pass the laptop to": ("請把電腦交給", "请把电脑交给"),
    "Person": ("真人", "真人"),
    "Play": ("開始遊戲", "开始游戏"),
    "Play on from where today's rules could follow the game": ("從目前規則能接上的地方繼續玩", "从当前规则能接上的地方继续玩"),
    "Play the chapters in order from the first": ("從第一章起依序遊玩", "从第一章起依序游玩"),
    "Play the next chapter": ("玩下一章", "玩下一章"),
    "Play — {why}": ("開始遊戲——{why}", "开始游戏——{why}"),
    "Player {n}": ("玩家 {n}", "玩家 {n}"),
    "Press Enter or click the button": ("按 Enter 或點擊按鈕", "按 Enter 或点击按钮"),
    "Preview": ("預覽", "预览"),
    "Quit": ("離開", "退出"),
    "Quit Lantern?": ("離開 Lantern？", "退出 Lantern？"),
    "Read any haunt's setup and the heroes' text (never a traitor's tome)": ("閱讀任一作祟的設置與英雄方文字（絕不顯示叛徒之書）", "阅读任一作祟的设置与英雄方文字（绝不显示叛徒之书）"),
    "Redo": ("重做", "重做"),
    "Replay": ("重播", "重播"),
    "Replay the game step by step up to where it continues": ("逐步重播到遊戲接續之處", "逐步重播到游戏接续之处"),
    "Replay — {caption}": ("重播——{caption}", "重播——{caption}"),
    "Resume": ("繼續", "继续"),
    "Right-click: {what}": ("右鍵：{what}", "右键：{what}"),
    "Rule {rule}": ("規則 {rule}", "规则 {rule}"),
    "Rules (F1)": ("規則 (F1)", "规则 (F1)"),
    "Rules: ": ("規則：", "规则："),
    "Save": ("存檔", "存档"),
    "Saved to {path}": ("已存到 {path}", "已存到 {path}"),
    "See and compose {game} layouts": ("查看並編排{game}的版圖", "查看并编排{game}的版图"),
    "Space: skip": ("空白鍵：略過", "空格键：跳过"),
    "Start game": ("開始遊戲", "开始游戏"),
    "Stay": ("留下", "留下"),
    "Step ▸": ("下一步 ▸", "下一步 ▸"),
    "The computer": ("電腦", "电脑"),
    "The computer plays this seat now: press Space to let it go on.": ("現在由電腦操作這個座位：按空白鍵讓它繼續。", "现在由电脑操作这个座位：按空格键让它继续。"),
    "The computer plays {name}. Space or Enter: go on now.": ("電腦操作 {name}。空白鍵或 Enter：立刻繼續。", "电脑操作 {name}。空格键或 Enter：立刻继续。"),
    "The file as it was saved is kept unchanged.": ("原本的存檔保持不變。", "原本的存档保持不变。"),
    "This Lantern cannot continue that campaign": ("這個版本的 Lantern 無法繼續那個戰役", "这个版本的 Lantern 无法继续那个战役"),
    "This Lantern cannot play that game": ("這個版本的 Lantern 無法玩那個遊戲", "这个版本的 Lantern 无法玩那个游戏"),
    "This Lantern cannot play the game in that save": ("這個版本的 Lantern 無法玩那個存檔裡的遊戲", "这个版本的 Lantern 无法玩那个存档里的游戏"),
    "This autosave is damaged and cannot be resumed": ("這個自動存檔已損壞，無法繼續", "这个自动存档已损坏，无法继续"),
    "This game has no hints.": ("這個遊戲沒有提示。", "这个游戏没有提示。"),
    "This game has no rules help yet.": ("這個遊戲還沒有規則說明。", "这个游戏还没有规则说明。"),
    "This game was saved by an older Lantern": ("這局遊戲是由較舊的 Lantern 存的", "这局游戏是由较旧的 Lantern 存的"),
    "Undo": ("復原", "撤销"),
    "Unfinished game": ("未完成的遊戲", "未完成的游戏"),
    "Unfinished games ({n})": ("未完成的遊戲（{n}）", "未完成的游戏（{n}）"),
    "Unfinished games are autosaved.": ("未完成的遊戲會自動存檔。", "未完成的游戏会自动存档。"),
    "Victory": ("勝利", "胜利"),
    "Wait a moment…": ("請稍候…", "请稍候…"),
    "Watch the game so far": ("觀看到目前為止的過程", "观看到目前为止的过程"),
    "Watch this game again, every secret shown": ("重看這局遊戲，所有祕密公開", "重看这局游戏，所有秘密公开"),
    "Who plays this seat: a person at the laptop, or the computer": ("誰來操作這個座位：電腦前的真人，或是電腦", "谁来操作这个座位：电脑前的真人，或是电脑"),
    "finished {when}": ("{when} 結束", "{when} 结束"),
    "more ▸": ("更多 ▸", "更多 ▸"),
    "not yet playable": ("尚不能玩", "尚不能玩"),
    "saved {when}": ("{when} 存檔", "{when} 存档"),
    "the start": ("開局", "开局"),
    "this game offers no new game from here": ("這個遊戲無法從這裡開新局", "这个游戏无法从这里开新局"),
    "today {clock}": ("今天 {clock}", "今天 {clock}"),
    "watch the game again from the start, step by step (Enter)": ("從頭逐步重看這局遊戲 (Enter)", "从头逐步重看这局游戏 (Enter)"),
    "yesterday {clock}": ("昨天 {clock}", "昨天 {clock}"),
    "{answer} (Enter)": ("{answer} (Enter)", "{answer} (Enter)"),
    "{answer} (Esc)": ("{answer} (Esc)", "{answer} (Esc)"),
    "{game} cannot be resumed from the menu yet": ("{game}還不能從主選單繼續", "{game}还不能从主菜单继续"),
    "{game} is {why}": ("{game}{why}", "{game}{why}"),
    "{game} — new game": ("{game}——新遊戲", "{game}——新游戏"),
    "{names} and {last} win": ("{names}和{last}獲勝", "{names}和{last}获胜"),
    "{name} are thinking…": ("{name}思考中…", "{name}思考中…"),
    "{name} decide": ("{name}決定", "{name}决定"),
    "{name} decides": ("{name}決定", "{name}决定"),
    "{name} is thinking…": ("{name}思考中…", "{name}思考中…"),
    "{name} plays now. Space or Enter: go on now.": ("現在輪到 {name}。空白鍵或 Enter：立刻繼續。", "现在轮到 {name}。空格键或 Enter：立刻继续。"),
    "{name} wins": ("{name}獲勝", "{name}获胜"),
    "{name}'s turn": ("{name}的回合", "{name}的回合"),
    "{name}: {what}": ("{name}：{what}", "{name}：{what}"),
    "{n} (test)": ("{n}（測試）", "{n}（测试）"),
    "{n} action": ("{n} 個行動", "{n} 个行动"),
    "{n} player": ("{n} 位玩家", "{n} 位玩家"),
    "{shown}Step {step} of {steps}: {what}": ("{shown}第 {step}／{steps} 步：{what}", "{shown}第 {step}/{steps} 步：{what}"),
    "{words} board game around one laptop": ("{n} 款桌遊，圍著一台筆電玩", "{n} 款桌游，围着一台笔记本玩"),
    "· and {n} more": ("· 還有 {n} 個", "· 还有 {n} 个"),
    "▲ Newer": ("▲ 較新", "▲ 较新"),
    "▼ Older": ("▼ 較舊", "▼ 较旧"),
    "▼ newer": ("▼ 較新", "▼ 较新"),
    "◂ Back": ("◂ 上一步", "◂ 上一步"),
    "◂ more": ("◂ 更多", "◂ 更多"),
    "New {game} campaign": ("新的{game}戰役", "新的{game}战役"),
    "Cannot continue: {why}": ("無法繼續：{why}", "无法继续：{why}"),
    "Every chapter is won": ("每一章都已獲勝", "每一章都已获胜"),
    "Cannot replay: {why}": ("無法重播：{why}", "无法重播：{why}"),
    "{title}: page {page} of {end}": ("{title}：第 {page}／{end} 頁", "{title}：第 {page}/{end} 页"),
    "Campaigns": ("戰役", "战役"),
    "F1 / Esc: close    ↑↓: other phases": ("F1／Esc：關閉    ↑↓：其他階段", "F1/Esc：关闭    ↑↓：其他阶段"),
    "Finished games": ("已結束的遊戲", "已结束的游戏"),
    "No campaign yet: a new campaign plays the chapters in order, the mice carrying what they keep.": (
        "還沒有戰役：新戰役會依序遊玩各章節，老鼠們帶著保留的東西前進。", "还没有战役：新战役会依序游玩各章节，老鼠们带着保留的东西前进。"),
    "No finished games yet: a game you finish is kept here for its replay.": (
        "還沒有已結束的遊戲：玩完的遊戲會保留在這裡供重播。", "还没有已结束的游戏：玩完的游戏会保留在这里供重播。"),
    "Rules: {ids}": ("規則：{ids}", "规则：{ids}"),
    "{game} — rules help": ("{game}——規則說明", "{game}——规则说明"),
    "{players}: {names}": ("{players}：{names}", "{players}：{names}"),
    "{setting}: {answer}": ("{setting}：{answer}", "{setting}：{answer}"),
}


def fill(words: dict) -> int:
    """Write every known translation into an empty msgstr of both .po files; returns how many were filled."""
    filled = 0
    for index, lang in enumerate(("zh_Hant", "zh_Hans")):
        path = os.path.join(ROOT, "engine", "i18n", "locale", lang, "LC_MESSAGES", "lantern.po")
        with open(path, "rb") as f:
            catalog = read_po(f, locale=lang)
        for message in catalog:
            key = message.id[0] if isinstance(message.id, tuple) else message.id
            if key in words:
                text = words[key][index]
                empty = not any(message.string) if isinstance(message.string, tuple) else not message.string
                if empty:
                    message.string = (text,) if isinstance(message.id, tuple) else text
                    filled += 1
        with open(path, "wb") as f:
            write_po(f, catalog, width=120, sort_output=True, include_previous=False)
    return filled


if __name__ == "__main__":
    print(fill(WORDS), "filled")
    sys.exit(0)
