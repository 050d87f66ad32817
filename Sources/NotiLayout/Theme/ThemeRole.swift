/// What a styled cell is for; a theme gives each role a style.
package enum ThemeRole: String, Sendable, Hashable, CaseIterable {
    /// The card behind a banner, a long look or a centre entry (its background fills the card).
    case card
    /// Card frames and separators.
    case frame
    case icon
    case appName
    case time
    case title
    case subtitle
    case body
    /// The dismiss (X) of the expanded view.
    case dismiss
    case action
    /// Destructive actions, drawn as dangerous.
    case actionDestructive
    /// The selected action or entry.
    case selection
    /// The text-input field.
    case textInput
    /// Placeholder text (text input, hidden previews).
    case placeholder
    /// "N more notifications" and other summary lines.
    case summary
    /// Critical-alert mark.
    case critical
    /// Time-sensitive mark.
    case timeSensitive
    /// Provisional Keep… / Turn Off… buttons.
    case provisional
    /// Text drawn by a content extension.
    case customText
    /// Media play/pause button.
    case media
    /// The big clock of the lock screen.
    case lockTime
    case lockDate
    /// Placeholder boxes for images that could not be shown.
    case imagePlaceholder
}
