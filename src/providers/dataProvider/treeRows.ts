import type { ListResponse } from '@/types/api';
import type { Row } from './records';

/** Which fields make a list a tree: each node's own code and the field naming its parent's code. */
export interface TreeShape {
  code: string;
  parent: string;
}

const childrenOf = (row: Row): Row[] =>
  Array.isArray(row.children) ? row.children.filter((child): child is Row => typeof child === 'object' && child !== null) : [];

/**
 * A list answered as a tree (spec §3's menu node: `children`, up to three levels) as the flat rows
 * a table draws, depth first: each node without its `children`, with its parent's code in
 * `shape.parent`, its `depth`, and, where the server sends none, `sortOrder` from its place among
 * its siblings and `useYn` 'Y' (a node in the tree is in use). A list that is flat already (each
 * row naming its parent) comes back as it was. The total is the number of rows.
 */
export function flattenTree(reply: ListResponse<Row>, shape: TreeShape): ListResponse<Row> {
  if (!reply.list.some((row) => Array.isArray(row.children))) return reply;
  const walk = (nodes: Row[], parent: unknown, depth: number): Row[] =>
    nodes.flatMap((node, index) => {
      const row: Row = { ...node };
      delete row.children;
      const flat: Row = { sortOrder: index + 1, useYn: 'Y', ...row, [shape.parent]: row[shape.parent] ?? parent, depth };
      return [flat, ...walk(childrenOf(node), node[shape.code], depth + 1)];
    });
  const list = walk(reply.list, null, 0);
  return { ...reply, list, totalCnt: list.length };
}
