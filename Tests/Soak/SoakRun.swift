import Foundation
import NotiApp
import NotiAppCore
import NotiCore
import NotiLayout
import NotiTerminalPort
import TestSupport

/// What a soak run measured and what it found missing.
struct SoakReport {
    var figures: String
    var problems: [String]
}

/// One soak run: builds the workspace and the headless app, then steps the manual clock across the span, issuing
/// local notifications, random keys, device moves, resizes and push batches at every step, and a Focus cycling while
/// some apps hold their notifications for Scheduled Summary.
final class SoakRun {
    /// Keys a user might press at random; `q` (quit), `:` and `p` (overlays that read further keys as text or
    /// files), `]`/`.`/`<`/`>` (clock control, which the soak keeps for itself) and `X` (clear all, which would keep
    /// the centre small; the soak wants to see it fill up) are left out.
    static let keys: [Key] = ["c", "s", "L", "l", "d", "f", "o", "w", "t", "x", "k", "K", "?", "1", "2"].map { Key.character(Character($0)) }
        + [.up, .down, .left, .right, .enter, .escape, .space, .tab, .backspace, .pageDown, .pageUp]

    private let options: SoakOptions
    private var random: SeededGenerator
    private var ledger = SoakLedger()
    private var keysPressed = 0
    private var pushesSent = 0
    private var pushStatuses: [Int: Int] = [:]
    private var localIssued = 0
    /// The Focus the soak turns on in turn, one every `focusEvery` steps (`off` between them).
    private static let focusCycle = ["focus Work", "focus off", "focus Sleep", "focus Personal", "focus off"]
    private static let focusEvery = 5
    private var focusChanges = 0

    init(options: SoakOptions) {
        self.options = options
        random = SeededGenerator(seed: options.seed)
    }

    func run() throws -> SoakReport {
        let wallStart = Date()
        let folder = try SoakWorkspace.write(appCount: options.apps)
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = try Session.loadWorkspace(folder.path)
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        let clock = ManualClock(start)
        let terminal = HeadlessTerminal(size: TerminalSize(cols: 100, rows: 32))
        let model = try Session.makeModel(workspace: workspace, os: nil, device: nil, theme: "light", environment: [:],
                                          size: terminal.size, now: start, timeZone: TimeZone(identifier: "UTC")!)
        let runner = AppRunner(model: model, backend: terminal, clock: clock)
        let inbox = PushInbox()
        let bundleIDs = runner.model.appIDs
        let endpoint = try SoakEndpoint(bundleIDs: bundleIDs, inbox: inbox, clock: clock)
        defer { endpoint.shutdown() }
        runner.start(restoring: nil)
        try ledger.consume(runner.model.log)

        let steps = options.days * 8
        let stepSeconds = Double(options.days) * 86_400 / Double(steps)
        let localTotal = options.notifications * 6 / 10
        let pushTotal = options.notifications - localTotal
        let pushEvery = 10
        let memoryStart = MemorySample.now()
        var memoryMiddle = memoryStart
        for step in 0..<steps {
            let localTarget = localTotal * (step + 1) / steps
            while localIssued < localTarget { try scheduleLocal(runner, bundleIDs: bundleIDs) }
            for _ in 0..<3 { press(runner) }
            if Int.random(in: 0..<10, using: &random) == 0 { resize(runner, terminal) }
            moveDevice(runner)
            if step % Self.focusEvery == 0 { try cycleFocus(runner) }
            if step % pushEvery == pushEvery - 1 || step == steps - 1 {
                let pushTarget = pushTotal * (step + 1) / steps
                try sendPushes(count: pushTarget - pushesSent, runner: runner, inbox: inbox, endpoint: endpoint, bundleIDs: bundleIDs)
            }
            runner.run(.advance(seconds: stepSeconds))
            try ledger.consume(runner.model.log)
            runner.draw()
            terminal.clearFrames()
            if step == steps / 2 { memoryMiddle = MemorySample.now() }
        }
        // What is still held goes out at the next summary time, so the books close with nothing held.
        if let release = runner.model.system.nextSummaryRelease {
            runner.run(.advance(seconds: max(0, release.timeIntervalSince(clock.now))))
            try ledger.consume(runner.model.log)
        }
        let memoryEnd = MemorySample.now()
        return report(runner: runner, clockSpan: clock.now.timeIntervalSince(start), wall: Date().timeIntervalSince(wallStart),
                      memory: (memoryStart, memoryMiddle, memoryEnd))
    }

    /// Adds one `L…` request with a random trigger: soon, far (to reach the 64-pending limit), at a time of day, or now.
    private func scheduleLocal(_ runner: AppRunner, bundleIDs: [String]) throws {
        let identifier = "L\(localIssued)"
        var bundleID = bundleIDs.randomElement(using: &random)!
        let trigger: String
        let kind = Int.random(in: 0..<10, using: &random)
        // The far ones all go to the first app, so that it runs into the 64-pending limit even in short runs.
        if kind == 3 { bundleID = bundleIDs[0] }
        switch kind {
        case 0..<3: trigger = "in \(Int.random(in: 60...259_200, using: &random))s"
        case 3: trigger = "in \(Int.random(in: 30...400, using: &random) * 86_400)s"
        case 4..<7: trigger = "at \(Int.random(in: 0..<24, using: &random)):\(Int.random(in: 0..<60, using: &random))"
        default: trigger = "now"
        }
        let line = "schedule \(identifier) \(trigger) app=\(bundleID) title=Local-\(localIssued) badge=\(localIssued % 9)"
        guard let command = try Command.parse(line) else { throw SoakFailure("\(line): not a command") }
        runner.run(command)
        localIssued += 1
        try ledger.consume(runner.model.log)
    }

    /// Turns on the next Focus of the cycle (or turns it off).
    private func cycleFocus(_ runner: AppRunner) throws {
        let line = Self.focusCycle[focusChanges % Self.focusCycle.count]
        guard let command = try Command.parse(line) else { throw SoakFailure("\(line): not a command") }
        runner.run(command)
        focusChanges += 1
    }

    private func press(_ runner: AppRunner) {
        runner.handle(.key(Self.keys.randomElement(using: &random)!))
        keysPressed += 1
    }

    private func resize(_ runner: AppRunner, _ terminal: HeadlessTerminal) {
        terminal.resize(to: TerminalSize(cols: Int.random(in: 1...300, using: &random), rows: Int.random(in: 1...120, using: &random)))
        while let event = terminal.nextEvent(timeout: nil) { runner.handle(event) }
    }

    /// Half the steps take the device into a random app's region (firing its repeating location request), the rest away.
    private func moveDevice(_ runner: AppRunner) {
        if Bool.random(using: &random) {
            let region = SoakWorkspace.region(Int.random(in: 0..<options.apps, using: &random))
            runner.run(.move(Coordinate(latitude: region.latitude, longitude: region.longitude)))
        } else {
            runner.run(.move(Coordinate(latitude: -40, longitude: -40)))
        }
    }

    /// Sends `count` pushes over the endpoint; a quarter carry one of four collapse ids per app.
    private func sendPushes(count: Int, runner: AppRunner, inbox: PushInbox, endpoint: SoakEndpoint, bundleIDs: [String]) throws {
        guard count > 0 else { return }
        let batch = (0..<count).map { offset -> SoakPush in
            let number = pushesSent + offset
            let collapse = Int.random(in: 0..<4, using: &random) == 0 ? "Pc\(Int.random(in: 0..<4, using: &random))" : nil
            return SoakPush(bundleID: bundleIDs.randomElement(using: &random)!, apnsID: String(format: "%08X-0000-4000-8000-000000000000", number),
                            collapseID: collapse, title: "Push \(number)", badge: number % 7)
        }
        var failure: (any Error)?
        let statuses = try CurlPusher.send(batch, to: endpoint) {
            runner.deliverInbox(inbox)
            do { try ledger.consume(runner.model.log) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
        pushesSent += count
        for status in statuses { pushStatuses[status, default: 0] += 1 }
        if statuses.count != count { pushStatuses[-1, default: 0] += count - statuses.count }
    }

    private func report(runner: AppRunner, clockSpan: TimeInterval, wall: TimeInterval,
                        memory: (start: MemorySample, middle: MemorySample, end: MemorySample)) -> SoakReport {
        var problems = ledger.audit(runner.model.system)
        let accepted = pushStatuses[200] ?? 0
        if accepted != pushesSent { problems.append("pushes: \(pushesSent) sent, answers \(pushStatuses.sorted { $0.key < $1.key })") }
        if ledger.pushArrivals != accepted { problems.append("pushes: \(accepted) accepted by the endpoint, \(ledger.pushArrivals) arrived in the app") }
        if localIssued != ledger.localAdded + ledger.localRefused {
            problems.append("local: \(localIssued) issued, \(ledger.localAdded) added + \(ledger.localRefused) refused")
        }
        let localFates = ledger.localArrivals + ledger.droppedPending + ledger.removedPending + ledger.pendingLocal.count
        if ledger.localAdded != localFates {
            problems.append("local: \(ledger.localAdded) added ≠ \(ledger.localArrivals) arrived + \(ledger.droppedPending) dropped (64 limit) + \(ledger.removedPending) removed + \(ledger.pendingLocal.count) pending")
        }
        let growthKB = memory.end.residentKB - memory.middle.residentKB
        if growthKB > options.maximumGrowthMB * 1024 {
            problems.append("memory: resident set grew \(growthKB / 1024) MB from the middle to the end (limit \(options.maximumGrowthMB) MB)")
        }
        func mb(_ kb: Int) -> String { String(format: "%.1f", Double(kb) / 1024) }
        let centre = runner.model.system.apps.values.reduce(0) { $0 + $1.delivered.count }
        let figures = "soak: notifications=\(options.notifications) (local \(localIssued), pushes \(pushesSent)) apps=\(options.apps) keys=\(keysPressed)"
            + " clock-span=\(Int(clockSpan / 86_400))d wall=\(String(format: "%.1f", wall))s"
            + " rss-mb start=\(mb(memory.start.residentKB)) middle=\(mb(memory.middle.residentKB)) end=\(mb(memory.end.residentKB)) peak=\(mb(memory.end.peakKB))"
            + " | delivered=\(ledger.delivered) (repeats \(ledger.repeatArrivals)) not-delivered=\(ledger.notDelivered) replaced=\(ledger.replaced) not-kept=\(ledger.deliveredNotKept)"
            + " removed-by-user=\(ledger.removedByUser) dropped-by-centre=\(ledger.droppedByCentre) in-centre=\(centre)"
            + " held=\(ledger.heldForSummary) held-replaced=\(ledger.heldReplaced) summaries=\(ledger.summaries)"
            + " released-by-summary=\(ledger.releasedBySummary) still-held=\(ledger.held.count) focus-changes=\(focusChanges)"
            + " dropped-pending=\(ledger.droppedPending) pending=\(ledger.pendingLocal.count) add-refused=\(ledger.localRefused)"
            + " banners-queued=\(runner.model.banners.count) log-entries=\(runner.model.log.totalCount)"
        return SoakReport(figures: figures, problems: problems)
    }
}
