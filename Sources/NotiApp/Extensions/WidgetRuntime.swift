import Foundation
import NotiAppCore
import NotiCore
import NotiExtensions
import NotiWorkspace

/// The runner's side of widget extensions: one process per app's widget extension, built and started on the first
/// drawing asked of it, drawing off the loop thread on a queue of its own. A drawing asked for while an earlier one
/// of the same activity still waits replaces it, so a flood of updates costs one drawing of the newest content
/// (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
final class WidgetRuntime: @unchecked Sendable {
    private let catalog: ExtensionCatalog
    private let limits: ExtensionLimits
    private let mailbox: EffectMailbox
    private let queue = DispatchQueue(label: "notisim.widget-extensions")
    /// The newest drawing asked of each activity and not yet made, with its mailbox job.
    private let waiting = LockedState([String: (definition: WidgetExtensionDefinition, drawing: LiveActivityDrawing, job: EffectMailbox.Job)]())
    /// The running extensions by bundle identifier; touched only on `queue`.
    private var hosts: [String: OutOfProcessWidgetExtensionHost] = [:]

    init(catalog: ExtensionCatalog, limits: ExtensionLimits, mailbox: EffectMailbox) {
        var catalog = catalog
        catalog.buildProgress = { line in mailbox.post([.buildProgress(line)]) }
        self.catalog = catalog
        self.limits = limits
        self.mailbox = mailbox
    }

    /// The longest one job may take: a build, then a call.
    private var longestJob: Double { catalog.builder.compileTimeout + limits.callTimeout }

    /// Asks `definition`'s extension to draw `drawing`; the answer comes back as ``AppMessage/liveActivityDrawn(_:_:_:)``.
    func draw(_ definition: WidgetExtensionDefinition, _ drawing: LiveActivityDrawing, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading) {
        let job = mailbox.begin(within: longestJob)
        let replaced = waiting.withLock { $0.updateValue((definition, drawing, job), forKey: drawing.activityID) }
        if let replaced { mailbox.finish(replaced.job, []) }
        queue.async { [self] in drawWaiting(drawing.activityID, workspaceRoot: workspaceRoot, os: os, clock: clock) }
    }

    /// Makes the drawing waiting for `activityID`, if it is still there.
    private func drawWaiting(_ activityID: String, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading) {
        guard let (definition, drawing, job) = waiting.withLock({ $0.removeValue(forKey: activityID) }) else { return }
        let result = call(definition, workspaceRoot: workspaceRoot, os: os, clock: clock) { host throws(ExtensionFault) in try host.draw(drawing) }
        mailbox.finish(job, [.liveActivityDrawn(definition, drawing, result)])
    }

    /// Starts `definition`'s extension unless it runs; it says what it declares (``AppMessage/widgetExtensionStarted(_:_:)``).
    func start(_ definition: WidgetExtensionDefinition, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading) {
        let job = mailbox.begin(within: longestJob)
        queue.async { [self] in
            let result = call(definition, workspaceRoot: workspaceRoot, os: os, clock: clock) { _ throws(ExtensionFault) in }
            if case .failure(let fault) = result {
                mailbox.finish(job, [.widgetExtensionFailed(definition, fault)])
            } else {
                mailbox.finish(job, [])
            }
        }
    }

    /// Asks `definition`'s extension for a widget's timeline; the answer comes back as ``AppMessage/widgetTimelineDrawn(_:_:_:)``.
    func timeline(_ definition: WidgetExtensionDefinition, _ request: WidgetTimelineRequest, workspaceRoot: URL, os: OSProfile,
                  clock: DeviceClockReading) {
        answer(definition, workspaceRoot: workspaceRoot, os: os, clock: clock, { host throws(ExtensionFault) in try host.timeline(request) }) {
            .widgetTimelineDrawn(definition, request, $0)
        }
    }

    /// Presses a widget's button or link in `definition`'s extension, answering with the URLs a link opened.
    func press(_ definition: WidgetExtensionDefinition, _ press: WidgetButtonPress, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading) {
        answer(definition, workspaceRoot: workspaceRoot, os: os, clock: clock, { host throws(ExtensionFault) in try host.press(press) }) {
            .widgetButtonPressed(definition, press, $0)
        }
    }

    /// Presses a Live Activity's button in `definition`'s extension, answering with what its intent did.
    func press(_ definition: WidgetExtensionDefinition, _ press: LiveActivityButtonPress, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading) {
        answer(definition, workspaceRoot: workspaceRoot, os: os, clock: clock, { host throws(ExtensionFault) in try host.press(press) }) {
            .liveActivityButtonPressed(definition, press, $0)
        }
    }

    /// Runs `body` on `definition`'s extension on the queue and hands its result to the loop as `message` words it.
    private func answer<Answer>(_ definition: WidgetExtensionDefinition, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading,
                                _ body: @escaping @Sendable (OutOfProcessWidgetExtensionHost) throws(ExtensionFault) -> Answer,
                                message: @escaping @Sendable (Result<Answer, ExtensionFault>) -> AppMessage) {
        let job = mailbox.begin(within: longestJob)
        queue.async { [self] in
            mailbox.finish(job, [message(call(definition, workspaceRoot: workspaceRoot, os: os, clock: clock, body))])
        }
    }

    /// `body` on `definition`'s running extension, started (and built) first when it is not, its clock set to
    /// notisim's `clock` first; a fault stops it.
    private func call<Answer>(_ definition: WidgetExtensionDefinition, workspaceRoot: URL, os: OSProfile, clock: DeviceClockReading,
                              _ body: (OutOfProcessWidgetExtensionHost) throws(ExtensionFault) -> Answer) -> Result<Answer, ExtensionFault> {
        do throws(ExtensionFault) {
            let host: OutOfProcessWidgetExtensionHost
            if let running = hosts[definition.bundleID] {
                host = running
            } else {
                host = try catalog.makeWidgetHost(definition, workspaceRoot: workspaceRoot, limits: limits, os: os)
                hosts[definition.bundleID] = host
                mailbox.post([.widgetExtensionStarted(definition, host.listing)])
            }
            try host.setClock(clock)
            return .success(try body(host))
        } catch {
            hosts.removeValue(forKey: definition.bundleID)?.close()
            return .failure(error)
        }
    }

    /// Stops every widget extension once the drawing under way is over.
    func shutdown() {
        queue.async { [self] in
            for host in hosts.values { host.close() }
            hosts.removeAll()
        }
    }
}
