import Foundation

/// What the device does with the apps' extensions: whether content extensions are supported and service extensions
/// run at all, the service extensions' time budget and the runs under way, and the session numbers that tell every
/// extension call apart. A sub-model of `AppModel`, changed only through its messages and methods.
package struct ExtensionHosting: Sendable, Hashable {
    /// `supportsContentExtensions`: off shows every notification in the default UI.
    package private(set) var contentExtensionsSupported = true
    /// Whether service extensions run at all (iOS may skip them, e.g. in low power states).
    package private(set) var serviceExtensionsEnabled = true
    /// The service extension's time budget on the notisim clock, in seconds (the workspace's, 30 by default).
    package private(set) var serviceBudget: Double
    /// Service extensions working on a push, oldest first.
    package private(set) var serviceRuns: [ServiceExtensionRun] = []
    /// The number the next extension session gets (content views and service runs).
    private(set) var nextSession = 1

    /// A change of the device's extension switches.
    package enum Message: Sendable, Hashable {
        /// `supportsContentExtensions` on or off.
        case contentExtensionsSupported(Bool)
        /// Service extensions run, or are skipped.
        case serviceExtensionsEnabled(Bool)
        /// Another time budget for service extensions started from now on.
        case serviceBudget(Double)
    }

    package init(serviceBudget: Double) { self.serviceBudget = serviceBudget }

    /// Applies a change of the switches.
    package mutating func update(_ message: Message) {
        switch message {
        case .contentExtensionsSupported(let supported): contentExtensionsSupported = supported
        case .serviceExtensionsEnabled(let enabled): serviceExtensionsEnabled = enabled
        case .serviceBudget(let seconds): serviceBudget = seconds
        }
    }

    /// A session number no extension call had before.
    package mutating func newSession() -> Int {
        defer { nextSession += 1 }
        return nextSession
    }

    /// A service extension started working on a push.
    package mutating func start(_ run: ServiceExtensionRun) { serviceRuns.append(run) }

    /// The run of `session`, taken off the runs under way; nil when it already ended.
    package mutating func finishRun(session: Int) -> ServiceExtensionRun? {
        serviceRuns.firstIndex { $0.session == session }.map { serviceRuns.remove(at: $0) }
    }

    /// The sessions whose budget ran out by `now` and were not told yet, marked as told.
    package mutating func announceExpiries(now: Date) -> [Int] {
        var sessions: [Int] = []
        for index in serviceRuns.indices where !serviceRuns[index].expiryAnnounced && serviceRuns[index].deadline <= now {
            serviceRuns[index].expiryAnnounced = true
            sessions.append(serviceRuns[index].session)
        }
        return sessions
    }

    /// Every run under way, oldest first, taken off (notisim is closing).
    package mutating func takeAllRuns() -> [ServiceExtensionRun] {
        defer { serviceRuns.removeAll() }
        return serviceRuns
    }

    /// The switches and session numbers a reloaded workspace keeps, with its own `budget`; no run goes over.
    package func reloaded(budget: Double) -> ExtensionHosting {
        var fresh = self
        fresh.serviceBudget = budget
        fresh.serviceRuns = []
        return fresh
    }
}
