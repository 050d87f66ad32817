import Foundation
import NotiCore
import Testing
import TestSupport

/// SIGKILL at random moments while notisim schedules, delivers, changes settings and takes pushes: every operation
/// acknowledged before the kill (its result drawn on screen, or a 200 from the endpoint) is in the state at the next
/// start, and the state always loads.
///
/// `NOTISIM_CRASH_OPERATIONS` sets how many acknowledged operations to reach (default 1,500);
/// `NOTISIM_CRASH_SEED` repeats a run (the seed is printed).
@Suite("Crash safety", .serialized, .tags(.e2e, .stress), .slowTier)
struct CrashSafetyTests {
    private static let app = "com.example.photos"
    private static let devices = [("iphone-15", "iPhone 15"), ("iphone-13-mini", "iPhone 13 mini"), ("iphone-se", "iPhone SE (2nd generation)")]

    /// What the test knows was acknowledged, and the one operation that may have been in flight at the kill.
    struct Ledger {
        /// Requests scheduled far ahead, in the order acknowledged; each fires sooner than the one before, so iOS's
        /// limit of 64 pending requests per app drops the oldest first and the latest `Ledger.keptScheduled` must stay.
        var scheduled: [String] = []
        /// Requests scheduled 10 s ahead to be delivered by a clock jump (pending or delivered, never dropped).
        var scheduledSoon: Set<String> = []
        static let keptScheduled = 40
        var delivered: Set<String> = []
        /// Per collapse id, the number of the last push answered 200 under it (a later one replaces an earlier one).
        var pushes: [String: Int] = [:]
        var pushCount = 0
        var settingsCount = 0
        var os: String?
        var device: String?
        /// A settings change sent but not yet seen on screen when notisim was killed: either value may be saved.
        var inFlightOS: String?
        var inFlightDevice: String?
        var count: Int { scheduled.count + scheduledSoon.count + delivered.count + pushCount + settingsCount }
    }

    /// Pushes are sent under collapse ids that cycle, so later pushes replace earlier ones.
    static let collapseIDs = 40

    /// Push number `number` with curl, under its collapse id; whether it was answered 200.
    static func sendPush(_ number: Int, port: Int, token: String) -> Bool {
        let answer = (try? ServeTests.curl(port: port, token: token, topic: app, body: #"{"aps":{"alert":{"title":"push \#(number)","body":"push"}}}"#,
                                           headers: ["apns-collapse-id: p-\(number % collapseIDs)"])) ?? ""
        return answer.hasPrefix("HTTP/2 200")
    }

    /// A free loopback port (bound and released: nothing else here picks ports in that range meanwhile).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw TmuxError("cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The state file of the demo workspace under `stateHome`, read as JSON.
    static func savedState(stateHome: URL) throws -> [String: Any] {
        let base = stateHome.appendingPathComponent("notisim")
        let folders = try FileManager.default.contentsOfDirectory(atPath: base.path)
        guard let file = folders.map({ base.appendingPathComponent($0).appendingPathComponent("state.json") })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { throw TmuxError("no state file under \(base.path)") }
        let data = try Data(contentsOf: file)
        guard let state = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw TmuxError("state.json is not an object") }
        return state
    }

    /// Every acknowledged operation is in the state; answers what is missing.
    static func missing(_ ledger: Ledger, in state: [String: Any]) -> [String] {
        let archive = state["archive"] as? [String: Any]
        let photos = (archive?["apps"] as? [String: Any])?[app] as? [String: Any]
        func requests(_ key: String) -> [[String: Any]] {
            ((photos?[key] as? [[String: Any]]) ?? []).compactMap { $0["request"] as? [String: Any] }
        }
        func identifiers(_ key: String) -> Set<String> { Set(requests(key).compactMap { $0["identifier"] as? String }) }
        let pending = identifiers("pending"), delivered = identifiers("delivered")
        var pushNumbers: [String: Int] = [:]
        for request in requests("delivered") {
            guard let identifier = request["identifier"] as? String, let title = (request["content"] as? [String: Any])?["title"] as? String,
                  title.hasPrefix("push "), let number = Int(title.dropFirst(5)) else { continue }
            pushNumbers[identifier] = number
        }
        let mustBeScheduled = ledger.scheduledSoon.union(ledger.scheduled.suffix(Ledger.keptScheduled))
        // A full Notification Centre drops its oldest notifications (NotificationSystem.deliveredLimit): those that
        // were delivered (by a clock jump, or scheduled soon and fired since) may then be gone by design, not lost.
        let centreFull = requests("delivered").count >= NotificationSystem.deliveredLimit
        let droppable = centreFull ? ledger.delivered.union(ledger.scheduledSoon) : []
        var missing = mustBeScheduled.subtracting(pending).subtracting(delivered).subtracting(droppable).sorted().map { "scheduled \($0)" }
        missing += ledger.delivered.subtracting(delivered).subtracting(droppable).sorted().map { "delivered \($0)" }
        for (identifier, number) in ledger.pushes.sorted(by: { $0.key < $1.key }) where (pushNumbers[identifier] ?? 0) < number {
            missing.append("push \(number) as \(identifier) (saved: \(pushNumbers[identifier].map { "push \($0)" } ?? "none"))")
        }
        if let os = ledger.os, let saved = state["os"] as? String, saved != os, saved != ledger.inFlightOS { missing.append("os \(os) (saved: \(saved))") }
        if let device = ledger.device, let saved = state["device"] as? String, saved != device, saved != ledger.inFlightDevice {
            missing.append("device \(device) (saved: \(saved))")
        }
        return missing
    }

    @Test("every operation acknowledged before a SIGKILL is in the state at the next start, and the state always loads")
    func acknowledgedOperationsSurviveSIGKILL() throws {
        let environment = ProcessInfo.processInfo.environment
        let target = environment["NOTISIM_CRASH_OPERATIONS"].flatMap(Int.init) ?? 1_500
        let seed = environment["NOTISIM_CRASH_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64(UInt32.max))
        print("crash safety: seed \(seed) (NOTISIM_CRASH_SEED=\(seed) repeats it), \(target) acknowledged operations")
        var random = SeededGenerator(seed: seed)
        let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-crash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateHome) }
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
        let binary = try TmuxBuiltProducts.path(of: "notisim")
        let token = try ServeTests.token(for: Self.app)
        var ledger = Ledger()
        var run = 0, kills = 0, pushNumber = 0

        while ledger.count < target || run == 0 {
            run += 1
            let port = try Self.freePort()
            let pidFile = stateHome.appendingPathComponent("pid-\(run)")
            let tmux = try Tmux(cols: 170, rows: 60, environment: ["XDG_STATE_HOME": stateHome.path, "TERM": "xterm-256color"])
            defer { tmux.kill() }
            try tmux.start(command: "sh -c 'echo $$ > \"\(pidFile.path)\"; exec \"\(binary)\" --apns-h2c 127.0.0.1:\(port)'")
            try tmux.waitFor(text: "listening on port \(port) (h2c)", timeout: .seconds(30))
            if run > 1 {
                // The running notisim loaded the state (with its journal) and saved it again before its first frame.
                let state = try Self.savedState(stateHome: stateHome)
                let lost = Self.missing(ledger, in: state)
                #expect(lost.isEmpty, "run \(run) (seed \(seed)): acknowledged but lost after a SIGKILL: \(lost.prefix(20))")
                if !lost.isEmpty { return }
                // A settings change in flight at the kill may have been saved: what is saved now is what the screen shows.
                if ledger.os != nil || ledger.inFlightOS != nil { ledger.os = state["os"] as? String }
                if ledger.device != nil || ledger.inFlightDevice != nil { ledger.device = state["device"] as? String }
            }
            ledger.inFlightOS = nil
            ledger.inFlightDevice = nil
            let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            // A pause after each push leaves room for the screen's acknowledgments in the event log.
            let sender = NumberedSender(first: pushNumber, pause: 5_000) { Self.sendPush($0, port: port, token: token) }
            sender.start()

            let operations = Int.random(in: 1...8, using: &random)
            for number in 1...operations {
                let killNow = number == operations && Bool.random(using: &random)
                try Self.send(operation: "\(run)-\(number)", tmux: tmux, ledger: &ledger, random: &random, waitForAck: !killNow)
                if killNow { usleep(UInt32.random(in: 0...30_000, using: &random)) }
            }
            if Bool.random(using: &random) { usleep(UInt32.random(in: 0...100_000, using: &random)) }
            kill(pid, SIGKILL)
            kills += 1
            for number in sender.stop() {
                let identifier = "p-\(number % Self.collapseIDs)"
                ledger.pushes[identifier] = max(ledger.pushes[identifier] ?? 0, number)
                ledger.pushCount += 1
                pushNumber = max(pushNumber, number)
            }
            pushNumber += 1  // the push cut short by the kill may have been delivered without its 200
            _ = try tmux.waitForExit(timeout: .seconds(30))
        }

        let tmux = try Tmux(cols: 170, rows: 60, environment: ["XDG_STATE_HOME": stateHome.path, "TERM": "xterm-256color"])
        defer { tmux.kill() }
        try tmux.start(command: "'\(binary)'")
        try tmux.waitFor(text: "Event log", timeout: .seconds(30))
        let lost = Self.missing(ledger, in: try Self.savedState(stateHome: stateHome))
        #expect(lost.isEmpty, "after the last SIGKILL (seed \(seed)): acknowledged but lost: \(lost.prefix(20))")
        try tmux.send(keys: "q")
        #expect(try tmux.waitForExit(timeout: .seconds(30)) == 0)
        print("crash safety: \(ledger.count) acknowledged operations (\(ledger.pushCount) pushes answered 200, "
              + "\(ledger.scheduled.count + ledger.scheduledSoon.count) scheduled, \(ledger.delivered.count) delivered by clock jumps, \(ledger.settingsCount) settings changes) over \(run) runs, \(kills) SIGKILLs, none lost")
    }

    /// Sends one random operation through the `:` line; with `waitForAck`, waits until the screen shows its result
    /// and records it as acknowledged.
    private static func send(operation name: String, tmux: Tmux, ledger: inout Ledger, random: inout SeededGenerator,
                             waitForAck: Bool) throws {
        func command(_ text: String) throws {
            try tmux.send(keys: ":")
            try tmux.sendLiteral(text: text)
            try tmux.send(keys: "Enter")
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
            let identifier = "s\(name)"
            try command("schedule \(identifier) in \(2_592_000 - 600 * ledger.scheduled.count)s app=\(app) body=\(identifier)")
            guard waitForAck else { return }
            try tmux.waitFor(text: "add \"\(identifier)\" →")
            ledger.scheduled.append(identifier)
        case 4..<7:
            let identifier = "d\(name)"
            // With alert text: a notification without any is never kept in the centre (docs/rules/presentation.md#how-one-delivery-is-presented).
            try command("schedule \(identifier) in 10s app=\(app) body=\(identifier)")
            try tmux.waitFor(text: "add \"\(identifier)\" →")
            ledger.scheduledSoon.insert(identifier)
            try command("advance 10s")
            guard waitForAck else { return }
            try tmux.waitFor(text: "delivered \"\(identifier)\" →")
            ledger.delivered.insert(identifier)
        case 7..<9:
            let os = String(Int.random(in: 12...18, using: &random))
            ledger.inFlightOS = os
            try command("os \(os)")
            guard waitForAck else { return }
            try tmux.waitFor(text: "· iOS \(os) ")
            ledger.os = os
            ledger.inFlightOS = nil
            ledger.settingsCount += 1
        default:
            let (device, display) = devices[Int.random(in: 0..<devices.count, using: &random)]
            ledger.inFlightDevice = device
            try command("device \(device)")
            guard waitForAck else { return }
            try tmux.waitFor(text: "╭─ \(display) · iOS")
            ledger.device = device
            ledger.inFlightDevice = nil
            ledger.settingsCount += 1
        }
    }
}
