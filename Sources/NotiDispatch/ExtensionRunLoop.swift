@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession lives here on Linux; on Apple platforms Foundation has it, and extensions download with it.
@_exported import FoundationNetworking
#endif

/// The extension's main queue and timers, run on notisim's clock: work queued with `DispatchQueue.main`,
/// `asyncAfter` and `Timer` waits here until the host runs what is due at the clock's time
/// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset). Nothing here reads the wall clock.
package final class ExtensionRunLoop: @unchecked Sendable {
    private struct Job {
        let due: TimeInterval
        let order: Int
        let work: @MainActor () -> Void
    }

    /// The run loop of the extension being hosted; the host installs a fresh one for each extension it loads.
    nonisolated(unsafe) package static var current = ExtensionRunLoop()

    private let lock = NSLock()
    private var jobs: [Job] = []
    private var nextOrder = 0
    private var time: TimeInterval = 0
    /// Called after work is queued, on the queueing thread: a service extension's process sets it to run the work
    /// that is due at once (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
    private var wake: (@Sendable () -> Void)?

    package init() {}

    /// Makes queued work that is due run without waiting for the host: `wake` is called after each `schedule`.
    package func wakeOnSchedule(_ wake: @escaping @Sendable () -> Void) { lock.withLock { self.wake = wake } }

    /// Seconds since the extension was loaded, on notisim's clock.
    package var now: TimeInterval { lock.withLock { time } }

    /// When the earliest waiting job is due; nil when none waits.
    package var nextDue: TimeInterval? { lock.withLock { jobs.map(\.due).min() } }

    /// Queues work to run once the clock has moved `delay` seconds on (at the next run when `delay` is 0).
    /// Safe from any thread: a URLSession completion handler may queue work on the main queue.
    package func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        let wake = lock.withLock {
            nextOrder += 1
            jobs.append(Job(due: time + max(0, delay.isFinite ? delay : 0), order: nextOrder, work: work))
            return self.wake
        }
        wake?()
    }

    /// Moves the clock to `now` (never back) and runs every job due by then in order of due time, then of queueing;
    /// work a job queues that is due too runs in the same call. Returns how many jobs ran.
    @MainActor @discardableResult
    package func run(until now: TimeInterval) -> Int {
        var ran = 0
        while let job = takeDue(by: now) {
            job.work()
            ran += 1
        }
        lock.withLock { time = max(time, now) }
        return ran
    }

    private func takeDue(by now: TimeInterval) -> Job? {
        lock.withLock {
            guard let index = jobs.indices.filter({ jobs[$0].due <= now })
                .min(by: { (jobs[$0].due, jobs[$0].order) < (jobs[$1].due, jobs[$1].order) }) else { return nil }
            let job = jobs.remove(at: index)
            time = max(time, job.due)
            return job
        }
    }
}

/// A queue of work (the part of Dispatch's `DispatchQueue` extension code uses). It stands in for Dispatch's own
/// inside extension code: every queue runs its work on the host's main thread, in order, at the time notisim's clock
/// says, so extension code behaves the same on every run and tests need no sleeps.
public final class DispatchQueue: @unchecked Sendable {
    public let label: String

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    /// The main queue: work runs on the host's main thread when the host runs what is due.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue; in notisim its work runs on the main thread like the main queue's.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(label: "com.apple.root.\(qos)") }

    /// Queues work to run as soon as the host runs what is due.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @MainActor @Sendable () -> Void) {
        group?.enter()
        ExtensionRunLoop.current.schedule(after: 0) {
            work()
            group?.leave()
        }
    }

    public func async(execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item
        ExtensionRunLoop.current.schedule(after: 0) { if !item.isCancelled { item.perform() } }
    }

    /// Queues work for when notisim's clock reaches the deadline (measured from now, so a deadline of
    /// `.now() + 2` runs after two seconds of notisim's time).
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor @Sendable () -> Void) {
        ExtensionRunLoop.current.schedule(after: Self.delay(until: deadline), work)
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item
        ExtensionRunLoop.current.schedule(after: Self.delay(until: deadline)) { if !item.isCancelled { item.perform() } }
    }

    /// Runs work at once on the calling thread (the host's main thread) and returns its result.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Seconds from now to a deadline (a deadline in the past is now).
    private static func delay(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        return deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1 << 1)
        public static let initiallyInactive = Attributes(rawValue: 1 << 2)
    }

    public enum AutoreleaseFrequency: Sendable { case inherit, workItem, never }
}

/// A timer (the part of Foundation's `Timer` extension code uses), firing on notisim's clock through the extension's
/// run loop. It stands in for Foundation's inside extension code.
open class Timer: NSObject, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public let userInfo: Any?
    private let repeats: Bool
    private let action: @MainActor (Timer) -> Void
    public private(set) var isValid = true

    private init(interval: TimeInterval, repeats: Bool, userInfo: Any?, action: @escaping @MainActor (Timer) -> Void) {
        // Foundation treats a non-positive interval as 0.1 ms.
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.userInfo = userInfo
        self.action = action
    }

    /// A timer scheduled on the extension's run loop that calls `block` every `interval` seconds of notisim's time.
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @MainActor @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, userInfo: nil, action: block)
        timer.schedule()
        return timer
    }

    /// A timer that sends `selector` to `target` (see `Selector`: notisim's form of `#selector`).
    open class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                                   repeats: Bool) -> Timer {
        nonisolated(unsafe) let target = target
        let timer = Timer(interval: interval, repeats: repeats, userInfo: userInfo) { selector.perform(on: target, sender: $0) }
        timer.schedule()
        return timer
    }

    private func schedule() {
        ExtensionRunLoop.current.schedule(after: timeInterval) { [self] in
            guard isValid else { return }
            action(self)
            if repeats && isValid { schedule() } else { isValid = false }
        }
    }

    /// Calls the timer's action now; a one-shot timer is then done.
    @MainActor
    open func fire() {
        guard isValid else { return }
        action(self)
        if !repeats { isValid = false }
    }

    /// Stops the timer; it never fires again.
    open func invalidate() { isValid = false }
}

/// notisim's form of an Objective-C selector. Swift on Linux has no Objective-C runtime, so `#selector(tapped)` does
/// not compile there ("'#selector' can only be used with the Objective-C runtime"); the same call written
/// `Selector(tapped)` (a method reference instead of a method name) does, and `addTarget(_:action:for:)` and
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` send it as UIKit would
/// (docs/rules/content-extensions.md#extension-code-against-the-uikit-subset).
public struct Selector: @unchecked Sendable {
    private let send: @MainActor (_ target: Any?, _ sender: Any?) -> Void

    /// A method of the target taking no argument, already bound to it (`Selector(tapped)` inside the class).
    public init(_ action: @escaping @MainActor () -> Void) { send = { _, _ in action() } }

    /// A bound method taking the sender (`Selector(tapped(_:))` inside the class).
    public init<Sender>(_ action: @escaping @MainActor (Sender) -> Void) {
        send = { _, sender in if let sender = sender as? Sender { action(sender) } }
    }

    /// A method named through its class (`Selector(ViewController.tapped)`), sent to the target given with it.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor () -> Void) {
        nonisolated(unsafe) let method = method
        send = { target, _ in if let target = target as? Target { method(target)() } }
    }

    /// A method taking the sender, named through its class (`Selector(ViewController.tapped(_:))`).
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> @MainActor (Sender) -> Void) {
        nonisolated(unsafe) let method = method
        send = { target, sender in if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) } }
    }

    /// Sends the message: to `target` for a method named through its class, with `sender` where it takes one.
    @MainActor
    package func perform(on target: Any?, sender: Any?) { send(target, sender) }
}

