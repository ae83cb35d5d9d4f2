// Node 20 lacks Map.groupBy (Node 21+), and vitest's failure reporter calls it: without this a failing test
// crashes the reporter instead of showing its diff.
if (typeof (Map as { groupBy?: unknown }).groupBy !== "function") {
  Object.defineProperty(Map, "groupBy", {
    configurable: true,
    writable: true,
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>()
      let i = 0
      for (const item of items) {
        const k = key(item, i++)
        const group = groups.get(k)
        if (group) group.push(item)
        else groups.set(k, [item])
      }
      return groups
    },
  })
}
