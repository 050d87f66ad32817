/// A selection in a list that stays on its item while items come and go: the item's identity, and the place it had
/// when it was chosen, for when the item itself goes (then the item that took its place is selected).
package struct ListSelection<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The selected item; nil selects by place alone (at first: the first item).
    package private(set) var id: ID?
    /// Where the item was when it was chosen.
    package private(set) var place = 0

    package init() {}

    /// The position of the selection in `ids`: the item's own, else its last place kept within the list; nil when the
    /// list is empty.
    package func index(in ids: [ID]) -> Int? {
        guard !ids.isEmpty else { return nil }
        if let id, let index = ids.firstIndex(of: id) { return index }
        return min(max(0, place), ids.count - 1)
    }

    /// Selects the item at `index` of `ids`, kept within the list.
    package mutating func select(at index: Int, in ids: [ID]) {
        guard !ids.isEmpty else { id = nil; place = 0; return }
        place = min(max(0, index), ids.count - 1)
        id = ids[place]
    }

    /// Moves the selection `offset` items down (negative: up), stopping at either end.
    package mutating func move(by offset: Int, in ids: [ID]) {
        guard let index = index(in: ids) else { return }
        select(at: index + offset, in: ids)
    }
}
