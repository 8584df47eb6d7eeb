"""Composed YAML nodes -> plain Python data (dicts, lists, scalars), remembering the node of every path.

The model library converts the plain data; when it refuses, the remembered nodes give `file:line:col`.
Problems that plain data cannot carry (duplicate keys, keys that are not names, a scalar that cannot be
read) are reported here, while the nodes are still at hand.
"""
from __future__ import annotations

import yaml

from engine.data.context import Ctx, join
from engine.data.yamlsource import Unreadable, describe, scalar_value

_STR = "tag:yaml.org,2002:str"
ScalarNode = yaml.ScalarNode
# aliases can make a small file expand enormously ("billion laughs"); refuse past this many values
MAX_VALUES = 200_000


class Source:
    """Plain data built from a root node, with the node (and key node) written at each path."""

    def __init__(self, root, ctx: Ctx):
        self.ctx = ctx
        self.nodes: dict[tuple, object] = {}
        self.key_nodes: dict[tuple, object] = {}
        self._count = 0
        self._open: set[int] = set()
        # an alias loop or an over-expanded file: the data is not worth checking further
        self.fatal = False
        self.data = self._build(root, ())

    def node(self, path: tuple):
        """The node written at `path`, or the nearest enclosing one."""
        while path not in self.nodes and path:
            path = path[:-1]
        return self.nodes.get(path)

    def mark(self, path: tuple):
        node = self.node(path)
        return self.ctx.mark(node) if node is not None else None

    def error(self, path: tuple, message: str, at_key: bool = False) -> None:
        node = self.key_nodes.get(path) if at_key else None
        self.ctx.error(node if node is not None else self.node(path), text_path(path), message)

    def _build(self, node, path: tuple):
        self.nodes[path] = node
        self._count += 1
        if self._count > MAX_VALUES:
            if not self.fatal:
                self.fatal = True
                self.ctx.error(node, text_path(path), f"the file expands to more than {MAX_VALUES:,} values (aliases)")
            return None
        if isinstance(node, yaml.ScalarNode):
            return node.value if node.tag == _STR else scalar_value(node)   # most values are strings
        if id(node) in self._open:
            self.fatal = True
            self.ctx.error(node, text_path(path), "an alias refers to the list or mapping that contains it")
            return None
        self._open.add(id(node))
        try:
            if isinstance(node, yaml.SequenceNode):
                return self._sequence(node, path)
            return self._mapping(node, path)
        finally:
            self._open.discard(id(node))

    def _mapping(self, node, path: tuple) -> dict:
        out: dict = {}
        first_line: dict = {}
        nodes, key_nodes = self.nodes, self.key_nodes
        for knode, vnode in node.value:
            if isinstance(knode, yaml.ScalarNode):
                key = knode.value if knode.tag == _STR else scalar_value(knode)
            else:
                key = None
            if isinstance(key, Unreadable) or not isinstance(key, (str, int)) or isinstance(key, bool):
                self.ctx.error(knode, text_path(path), f"expected a name as key, found {describe(knode)}")
                continue
            key = str(key)
            if key in first_line:
                self.ctx.error(knode, text_path(path + (key,)), f"duplicate key {key!r} (first at line {first_line[key]})")
                continue
            first_line[key] = knode.start_mark.line + 1
            child = path + (key,)
            key_nodes[child] = knode
            if type(vnode) is ScalarNode and self._count < MAX_VALUES:
                # what _build does for a scalar, written out: most values are scalars, and a file has thousands
                nodes[child] = vnode
                self._count += 1
                out[key] = vnode.value if vnode.tag == _STR else scalar_value(vnode)
            else:
                out[key] = self._build(vnode, child)
        return out

    def _sequence(self, node, path: tuple) -> list:
        out = []
        nodes = self.nodes
        for i, item in enumerate(node.value):
            child = path + (i,)
            if type(item) is ScalarNode and self._count < MAX_VALUES:
                # what _build does for a scalar, written out (as in _mapping)
                nodes[child] = item
                self._count += 1
                out.append(item.value if item.tag == _STR else scalar_value(item))
            else:
                out.append(self._build(item, child))
        return out


def text_path(path: tuple) -> str:
    """('tiles', 2, 'action') -> 'tiles[2].action'."""
    out = ""
    for key in path:
        out = join(out, key)
    return out
