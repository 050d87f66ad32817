/// What a `<tableView>` or `<collectionView>` stores that shows while it has no cells. iOS asks the view's data
/// source, the extension's code, for its cells; from the storyboard alone it is drawn as iOS draws it empty
/// (docs/rules/xcode.md#storyboards).
package struct StoryboardList: Sendable, Hashable {
    /// `prototypes` (the data source makes cells from the prototypes), `static` (a table view controller's own
    /// cells), or nil when the file leaves it out.
    package var dataMode: String?
    /// The prototype cells stored (`<prototypes>` of a table view, `<cells>` of a collection view).
    package var prototypeCells: Int
    /// A table view's look when empty; nil for a collection view.
    package var table: StoryboardTable?
}

/// A table view's attributes that show while it has no rows.
package struct StoryboardTable: Sendable, Hashable {
    /// `plain` (absent), `grouped` or `insetGrouped`.
    package var style: String
    /// `rowHeight` in points; UIKit's 44 when absent or automatic (`-1`), which is also the height of its filler rows.
    package var rowHeight: Double
    /// `separatorStyle`: `default` (absent, a single line), `none`, `singleLineEtched`.
    package var separatorStyle: String
    /// `<inset key="separatorInset" minX=…>`: how far from the leading edge separators start; UIKit's 15 pt when absent.
    package var separatorInset: Double
    /// `<color key="separatorColor">`; nil for UIKit's grey.
    package var separatorColor: StoryboardColor?

    /// UIKit's row height when the file gives none or asks for automatic heights.
    package static let defaultRowHeight = 44.0
    /// UIKit's leading separator inset when the file gives none.
    package static let defaultSeparatorInset = 15.0

    /// Whether the plain style's filler rows show under the (absent) rows: a separator line every row height down
    /// the view, as iOS 14 and earlier draw an empty plain table view; iOS 15 turned them off (`fillerRowHeight`).
    package func showsFillerRows(iOSMajorVersion: Int) -> Bool {
        style == "plain" && separatorStyle != "none" && iOSMajorVersion < 15
    }
}

extension StoryboardList {
    /// The line saying how the view is drawn: `<tableView> ID: drawn as iOS draws an empty one (…); its cells come from…`.
    func note(element: String, id: String) -> String {
        let fillerRows = table.map { $0.style == "plain" && $0.separatorStyle != "none" } ?? false
        let look = fillerRows ? "its background, and the separators of its filler rows on iOS 14 and earlier" : "its background"
        let prototypes = prototypeCells == 0 ? "" : " (made from its \(prototypeCells) prototype cell\(prototypeCells == 1 ? "" : "s"))"
        let cells = dataMode == "static" ? "its static cells are not drawn yet" : "its cells\(prototypes) come from its data source, the extension's code"
        return "<\(element)> \(id): drawn as iOS draws an empty one (\(look)); \(cells)"
    }
}
