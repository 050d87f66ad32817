import Foundation
import NotiApp

/// Something that happened to a recorded terminal, on its way to the recording's file.
enum AsciicastEvent: Sendable {
    /// Curses started on a `size` terminal of this type: the header can be written.
    case begin(size: TerminalSize, terminalType: String)
    /// Bytes written to the terminal at a time since the recording started.
    case output([UInt8], at: Duration)
    /// The terminal became `size` at a time since the recording started.
    case resize(to: TerminalSize, at: Duration)

    /// What the event counts against ``AsciicastEventQueue/byteBudget``: its bytes and a share for the event itself.
    var cost: Int {
        if case .output(let bytes, _) = self { return 64 + bytes.count }
        return 64
    }
}

/// Hands a recording's events, in order, from the thread that records them (the one drawing frames) to the one
/// thread that writes them, so a frame never waits for JSON encoding or the disk. Events the writer has not finished
/// may cost at most ``byteBudget`` together (a single larger event is let through alone): recording more waits.
final class AsciicastEventQueue: @unchecked Sendable {
    /// How much the events not yet written may cost together.
    let byteBudget: Int
    /// Guards every property below.
    private let condition = NSCondition()
    private var queued: [AsciicastEvent] = []
    /// The cost of the queued events and of those the writer took but has not finished.
    private var unwrittenCost = 0
    private var added = 0
    private var written = 0
    private var closed = false

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// Queues `event` after those before it, first waiting while the unwritten events would cost more than the budget.
    /// Does nothing once closed.
    func add(_ event: AsciicastEvent) {
        let cost = event.cost
        condition.withLock {
            while unwrittenCost > 0 && unwrittenCost + cost > byteBudget && !closed { condition.wait() }
            guard !closed else { return }
            queued.append(event)
            unwrittenCost += cost
            added += 1
            condition.broadcast()
        }
    }

    /// For the writer: every event queued so far, waiting until there is one; nil once closed and all were taken.
    /// The writer calls ``finished(_:)`` with them when they are written.
    func take() -> [AsciicastEvent]? {
        condition.withLock {
            while queued.isEmpty && !closed { condition.wait() }
            guard !queued.isEmpty else { return nil }
            defer { queued.removeAll(keepingCapacity: true) }
            return queued
        }
    }

    /// For the writer: the events of the last ``take()`` are written.
    func finished(_ events: [AsciicastEvent]) {
        let cost = events.reduce(0) { $0 + $1.cost }
        condition.withLock {
            written += events.count
            unwrittenCost -= cost
            condition.broadcast()
        }
    }

    /// Returns once every event queued before the call is written.
    func waitUntilWritten() {
        condition.withLock {
            let target = added
            while written < target { condition.wait() }
        }
    }

    /// Lets the writer end once it has written every queued event, and returns when it has; later events are dropped.
    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
            while written < added { condition.wait() }
        }
    }
}
