/// What is drawn over the screen — help, the `:` command line, the sample-push menu or the unlock prompt — and how
/// far the help is scrolled: its own state, changed only through its messages (docs/architecture.md#one-message-loop).
package struct OverlayState: Sendable, Hashable {
    /// A change of the overlay.
    package enum Message: Sendable, Hashable {
        /// `overlay` is shown, in place of any other (help opens at its top).
        case show(Overlay)
        /// The overlay goes away.
        case close
        /// The help scrolls by `rows` (negative: up), within its first `last + 1` top rows.
        case scrollHelp(rows: Int, last: Int)
        /// `text` typed on the command line.
        case typed(String)
        /// Backspace on the command line: its last character goes, or the line closes when it is empty.
        case erased
        /// The push menu's selection moves by `rows` among `count` pushes.
        case movePushMenu(rows: Int, count: Int)
    }

    /// The overlay shown, nil for none.
    package private(set) var shown: Overlay?
    /// The help's first row shown.
    package private(set) var helpScroll = 0

    package init() {}

    /// Carries out `message`; a message for an overlay that is not shown changes nothing.
    package mutating func update(_ message: Message) {
        switch message {
        case .show(let overlay):
            shown = overlay
            helpScroll = 0
        case .close:
            shown = nil
            helpScroll = 0
        case let .scrollHelp(rows, last):
            guard shown == .help else { return }
            helpScroll = min(max(0, last), max(0, helpScroll + rows))
        case .typed(let text):
            guard case .commandLine(let line)? = shown else { return }
            shown = .commandLine(line + text)
        case .erased:
            guard case .commandLine(let line)? = shown else { return }
            shown = line.isEmpty ? nil : .commandLine(String(line.dropLast()))
        case let .movePushMenu(rows, count):
            guard case .pushMenu(let selected)? = shown else { return }
            shown = .pushMenu(selected: min(max(0, count - 1), max(0, selected + rows)))
        }
    }
}
