import Foundation

/// Lines an extension's process sends to notisim's event log: what a push SDK would have sent home, and (later) what
/// `os.Logger` writes. The extension's process installs the sink that writes them over the extension protocol
/// (docs/extension-protocol.md#log); without one, as in an extension hosted in notisim's own process, they go to
/// standard error.
package enum ExtensionLog {
    /// One line: who wrote it (`FirebaseMessaging`, a logger's subsystem), a category within it, and the text.
    package struct Line: Sendable, Hashable {
        package var subsystem: String
        package var category: String
        package var message: String

        package init(subsystem: String, category: String, message: String) {
            self.subsystem = subsystem; self.category = category; self.message = message
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sink: (@Sendable (Line) -> Void)?

    /// Sends a line to the event log.
    package static func write(subsystem: String, category: String = "", _ message: String) {
        let line = Line(subsystem: subsystem, category: category, message: message)
        if let sink = lock.withLock({ sink }) {
            sink(line)
        } else {
            FileHandle.standardError.write(Data("\(subsystem)\(category.isEmpty ? "" : " [\(category)]"): \(message)\n".utf8))
        }
    }

    /// Makes `sink` receive every line written from now on (the extension's process installs the protocol's writer).
    package static func install(_ sink: @escaping @Sendable (Line) -> Void) { lock.withLock { self.sink = sink } }
}
