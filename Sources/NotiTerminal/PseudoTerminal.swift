import CNcursesw
import Foundation
import Synchronization
import NotiCore

/// A pseudo-terminal pair for tests and benchmarks: run a ``CursesTerminal`` on ``devicePath``, type into it
/// and collect, byte for byte, what it writes to the terminal.
///
/// A reader thread drains the controlling side all the time, so curses never blocks on a full buffer; it stops
/// on ``close()`` or when the instance goes away.
package final class PseudoTerminal: Sendable {
    /// The terminal device to open (`CursesTerminal(device: .path(devicePath))`).
    package let devicePath: String
    private let channel: Channel
    private let markerCount = Atomic<Int>(0)

    /// What the reader thread shares with the caller; the thread closes the controlling side when it stops.
    private final class Channel: Sendable {
        let controller: Int32
        let received = LockedState<[UInt8]>([])
        let stopping = Atomic<Bool>(false)

        init(controller: Int32) { self.controller = controller }
    }

    /// Opens a pseudo-terminal of `cols`×`rows` cells; throws a one-line error when the system has none to give.
    package init(cols: Int, rows: Int) throws {
        let opened = notisim_open_pseudo_terminal(O_RDWR | O_NOCTTY | O_CLOEXEC)
        let reason = String(cString: strerror(errno))
        guard opened >= 0, let name = notisim_pseudo_terminal_name(opened) else {
            if opened < -1 { Glibc.close(-1 - opened) } else if opened >= 0 { Glibc.close(opened) }
            throw PseudoTerminalError("cannot open a pseudo-terminal: \(reason)")
        }
        devicePath = String(cString: name)
        let channel = Channel(controller: opened)
        self.channel = channel
        resize(cols: cols, rows: rows)
        Thread { PseudoTerminal.drain(channel) }.start()
    }

    /// Changes the terminal's size the way a terminal window does, but without SIGWINCH reaching this process
    /// (it is not the device's foreground process group): what a program sees when the signal's notice is lost.
    package func resize(cols: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: cols), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(channel.controller, UInt(TIOCSWINSZ), &size)
    }

    /// Sends `text` as if typed on the keyboard.
    package func type(_ text: String) { type(Array(text.utf8)) }

    /// Sends raw bytes as if typed on the keyboard (escape sequences for special keys, for example).
    package func type(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in _ = Glibc.write(channel.controller, buffer.baseAddress, buffer.count) }
    }

    /// Everything written to the terminal since the last call, once all of it has arrived: a marker written to
    /// the device after it must come through first. Throws when the marker does not arrive within `timeout`.
    package func collectWritten(timeout: Duration = .seconds(5)) throws -> [UInt8] {
        let marker = Array("\u{1}notisim-pty-marker-\(markerCount.add(1, ordering: .relaxed).newValue)\u{1}".utf8)
        let fd = Glibc.open(devicePath, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw PseudoTerminalError("cannot open \(devicePath): \(String(cString: strerror(errno)))") }
        marker.withUnsafeBytes { buffer in _ = Glibc.write(fd, buffer.baseAddress, buffer.count) }
        Glibc.close(fd)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            let found: [UInt8]? = channel.received.withLock { bytes in
                guard let range = PseudoTerminal.find(marker, in: bytes) else { return nil }
                let before = Array(bytes[..<range.lowerBound])
                bytes.removeSubrange(..<range.upperBound)
                return before
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.001)
        }
        throw PseudoTerminalError("what was written to \(devicePath) did not arrive within \(timeout)")
    }

    /// Stops the reader, which then closes the controlling side.
    package func close() { channel.stopping.store(true, ordering: .sequentiallyConsistent) }

    deinit { close() }

    private static func drain(_ channel: Channel) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var poller = pollfd(fd: channel.controller, events: Int16(POLLIN), revents: 0)
        while !channel.stopping.load(ordering: .sequentiallyConsistent) {
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(channel.controller, $0.baseAddress, $0.count) }
            if count > 0 {
                channel.received.withLock { $0.append(contentsOf: buffer[..<count]) }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                // EIO: nobody has the device open right now; wait for the next writer.
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        Glibc.close(channel.controller)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count, let first = needle.first else { return nil }
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index..<(index + needle.count)
            }
            index += 1
        }
        return nil
    }
}

/// Why a ``PseudoTerminal`` could not do what was asked, in one line.
package struct PseudoTerminalError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) { self.description = description }
}
