import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain non-blocking TCP client socket to 127.0.0.1 with small kernel buffers of its own, for tests that must see
/// when the server stops reading: a send with no room left says so, where a NIO client would buffer it away.
final class PlainSocket {
    struct Failure: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    private let descriptor: Int32

    /// Connects with `bufferBytes` asked for as both kernel buffers (the kernel doubles it), then turns non-blocking.
    init(port: Int, bufferBytes: Int32) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var size = bufferBytes
        setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "connect", code: code)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(descriptor) }

    /// Writes what the socket takes of `bytes`; when it takes nothing, waits up to `milliseconds` for room. The
    /// count written: 0 when no room came within the deadline.
    func send(_ bytes: ArraySlice<UInt8>, waitingUpTo milliseconds: Int32) throws -> Int {
        while true {
            let written = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written >= 0 { return written }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw Failure(call: "send", code: errno) }
            guard try wait(for: Int16(POLLOUT), milliseconds: milliseconds) else { return 0 }
        }
    }

    /// What has arrived, waiting up to `milliseconds` for something: empty when nothing came in time, nil once the
    /// server has closed the connection.
    func receive(waitingUpTo milliseconds: Int32) throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return Array(buffer[..<count]) }
            if count == 0 { return nil }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw Failure(call: "recv", code: errno) }
            guard try wait(for: Int16(POLLIN), milliseconds: milliseconds) else { return [] }
        }
    }

    private func wait(for events: Int16, milliseconds: Int32) throws -> Bool {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        guard ready >= 0 else {
            if errno == EINTR { return true }  // interrupted: the caller tries again
            throw Failure(call: "poll", code: errno)
        }
        return ready > 0
    }
}
