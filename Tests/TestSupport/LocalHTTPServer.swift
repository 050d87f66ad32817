import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1 for download tests: `/slow…` never answers, known paths get their bytes,
/// anything else a 404. It listens before `init` returns, so a request may follow at once. Runs until `stop()`.
package final class LocalHTTPServer: @unchecked Sendable {
    package let port: UInt16
    private let listener: Int32
    private let files: [String: [UInt8]]
    private let lock = NSLock()
    private var stopped = false
    private var heldConnections: [Int32] = []

    package init(files: [String: [UInt8]]) throws {
        self.files = files
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    package func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    package func stop() {
        lock.lock()
        stopped = true
        let held = heldConnections
        lock.unlock()
        for connection in held { close(connection) }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            lock.lock()
            let isStopped = stopped
            lock.unlock()
            if connection < 0 || isStopped { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(connection, &buffer, buffer.count)
            let request = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
            let path = request.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            if path.hasPrefix("/slow") {
                lock.lock(); heldConnections.append(connection); lock.unlock()
                continue
            }
            let body = files[path]
            let head = body == nil ? "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                                   : "HTTP/1.1 200 OK\r\nContent-Length: \(body!.count)\r\nConnection: close\r\n\r\n"
            let bytes = Array(head.utf8) + (body ?? [])
            _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            close(connection)
        }
    }
}
