/// What a row of Notification Centre shows, as the selection remembers it: a notification, a folded stack, or the
/// Show Less / Clear row above an opened stack. A folded stack is the same row whichever notification is on top.
package struct CenterRowID: Sendable, Hashable {
    /// Which of the three kinds of row.
    package enum Kind: Sendable, Hashable {
        case notification(bundleID: String, identifier: String)
        case foldedStack
        case stackControls
    }

    /// The group the row belongs to.
    package var groupID: String
    package var kind: Kind
}

extension AppModel.CenterRow {
    /// The row's identity for the selection.
    package var id: CenterRowID {
        if isStackControls { return CenterRowID(groupID: groupID, kind: .stackControls) }
        if hiddenCount > 0 { return CenterRowID(groupID: groupID, kind: .foldedStack) }
        return CenterRowID(groupID: groupID, kind: .notification(bundleID: notification.bundleID, identifier: notification.id))
    }
}
