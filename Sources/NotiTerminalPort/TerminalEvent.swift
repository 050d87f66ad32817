/// Something the terminal reports to the app loop.
package enum TerminalEvent: Sendable, Hashable {
    /// A key was pressed.
    case key(Key)
    /// The terminal now has this many columns and rows.
    case resize(cols: Int, rows: Int)
    /// SIGINT, SIGTERM or SIGHUP arrived: the app should save, stop the terminal and exit.
    case terminationRequested(signal: Int32)
}
