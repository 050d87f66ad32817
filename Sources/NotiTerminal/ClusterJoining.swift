import Foundation

/// Which emoji sequences the terminal draws as one two-column glyph, learnt at start from where its cursor
/// lands after each (a cursor position report, `ESC [ 6 n`).
///
/// A terminal that draws a sequence's pieces side by side (tmux before 3.4 puts a skin-tone modifier in cells
/// of its own) would move everything after it to the right of where curses thinks it is and garble the
/// screen; on such a terminal the pieces it cannot join are left out instead.
struct ClusterJoining: Equatable, Sendable {
    /// Whether `👋🏽` (an emoji and a skin-tone modifier) takes two columns.
    var joinsModifiers: Bool
    /// Whether `👨‍👩‍👧` (emoji joined by U+200D) takes two columns.
    var joinsZWJSequences: Bool

    /// A terminal that joins both, assumed when it does not answer.
    static let all = ClusterJoining(joinsModifiers: true, joinsZWJSequences: true)

    /// The sequences asked about, in the order of `joinsModifiers`, `joinsZWJSequences`.
    static let probes = ["👋\u{1F3FD}", "👨\u{200D}👩\u{200D}👧"]

    /// Each probe drawn at the top left, followed by a request for the cursor position.
    static var query: [UInt8] { probes.flatMap { Array("\u{1B}[1;1H\($0)\u{1B}[6n".utf8) } }

    /// The answer read from the cursor position reports in `reply` (`ESC [ row ; column R`, one per probe;
    /// column 3 means the probe took two columns); nil until every report has arrived.
    static func parse(_ reply: [UInt8]) -> ClusterJoining? {
        var columns: [Int] = []
        var rest = reply[...]
        while let escape = rest.firstIndex(of: 0x1B) {
            rest = rest[(escape + 1)...]
            guard rest.first == UInt8(ascii: "["), let end = rest.firstIndex(of: UInt8(ascii: "R")) else { continue }
            let fields = rest[(rest.startIndex + 1)..<end].split(separator: UInt8(ascii: ";"))
            if fields.count == 2, let column = Int(String(decoding: fields[1], as: UTF8.self)) { columns.append(column) }
            rest = rest[(end + 1)...]
        }
        guard columns.count >= probes.count else { return nil }
        return ClusterJoining(joinsModifiers: columns[0] == 3, joinsZWJSequences: columns[1] == 3)
    }

    /// Asks the terminal on `output` and reads its answer from `input` for at most `timeout`; `all` when no
    /// whole answer comes. Whatever else arrives meanwhile (keys typed in those milliseconds) is dropped.
    static func probe(input: Int32, output: Int32, timeout: Duration) -> ClusterJoining {
        let query = Self.query
        let written = query.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
        guard written == query.count else { return .all }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while clock.now < deadline {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, CursesTerminal.milliseconds(deadline - clock.now)) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply += buffer[..<count]
            if let answer = parse(reply) { return answer }
        }
        return .all
    }
}
