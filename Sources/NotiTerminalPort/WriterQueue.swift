import Foundation

/// Something a ``WriterQueue`` hands to its writer.
package protocol QueuedWrite: Sendable {
    /// What the item counts against ``WriterQueue/byteBudget``: its bytes and a share for the item itself.
    var cost: Int { get }
}

/// Hands items, in order, from the threads that make them to the one thread that writes them, so the thread making
/// them never waits for encoding or the disk. Items the writer has not finished may cost at most ``byteBudget``
/// together (a single larger item is let through alone): adding more waits, so memory stays bounded.
package final class WriterQueue<Item: QueuedWrite>: @unchecked Sendable {
    /// How much the items not yet written may cost together.
    package let byteBudget: Int
    /// Guards every property below.
    private let condition = NSCondition()
    private var queued: [Item] = []
    /// The cost of the queued items and of those the writer took but has not finished.
    private var unwrittenCost = 0
    private var added = 0
    private var written = 0
    private var closed = false

    package init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// Starts the one thread that writes: named `name` (Linux keeps 15 bytes of it) and `niceness` below the
    /// process's priority, it passes every batch of items, in order, to `write` until the queue is closed and empty.
    package func startWriter(name: String, niceness: Int32 = 0, write: @escaping @Sendable ([Item]) -> Void) {
        // On Linux the nice value is per thread and setpriority sets it outright: the writer's is the starting
        // thread's plus `niceness`, up to the lowest priority there is (19).
        let starter = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        // Foundation's `Thread.name` names the system thread only once `start()` has stored its handle, which the
        // new thread can outrun: it waits for `start()` to return before it names itself.
        let started = DispatchSemaphore(value: 0)
        let writer = Thread { [self] in
            started.wait()
            Thread.current.name = name
            if niceness != 0 { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, min(starter + niceness, 19)) }
            while let batch = take() {
                write(batch)
                finished(batch)
            }
        }
        writer.start()
        started.signal()
    }

    /// Queues `item` after those before it, first waiting while the unwritten items would cost more than the budget.
    /// Does nothing once closed.
    package func add(_ item: Item) {
        let cost = item.cost
        condition.withLock {
            while unwrittenCost > 0 && unwrittenCost + cost > byteBudget && !closed { condition.wait() }
            guard !closed else { return }
            queued.append(item)
            unwrittenCost += cost
            added += 1
            condition.broadcast()
        }
    }

    /// For the writer: every item queued so far, waiting until there is one; nil once closed and all were taken.
    /// The writer calls ``finished(_:)`` with them when they are written.
    package func take() -> [Item]? {
        condition.withLock {
            while queued.isEmpty && !closed { condition.wait() }
            guard !queued.isEmpty else { return nil }
            defer { queued.removeAll(keepingCapacity: true) }
            return queued
        }
    }

    /// For the writer: the items of the last ``take()`` are written.
    package func finished(_ items: [Item]) {
        let cost = items.reduce(0) { $0 + $1.cost }
        condition.withLock {
            written += items.count
            unwrittenCost -= cost
            condition.broadcast()
        }
    }

    /// Returns once every item queued before the call is written.
    package func waitUntilWritten() {
        condition.withLock {
            let target = added
            while written < target { condition.wait() }
        }
    }

    /// Lets the writer end once it has written every queued item, and returns when it has; later items are dropped.
    package func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
            while written < added { condition.wait() }
        }
    }
}
