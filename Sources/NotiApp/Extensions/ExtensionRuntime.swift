import Foundation
import NotiAppCore
import NotiCore
import NotiExtensionBuild
import NotiExtensionTarget
import NotiExtensions
import NotiWorkspace

/// The runner's side of extensions: makes the calls the model asks for and keeps the loaded content extension and the
/// running service extensions. Child processes, service extensions and builds run off the loop thread, each extension
/// on a serial queue of its own; their answers come back through the ``EffectMailbox`` as ``AppMessage``s. A content
/// extension linked into notisim (Swift or storyboard) answers at once on the loop thread: its views live on the main
/// thread (docs/architecture.md#one-message-loop).
final class ExtensionRuntime {
    let catalog: ExtensionCatalog
    let limits: ExtensionLimits
    let mailbox: EffectMailbox
    /// The content extension of the expanded view.
    private var content: ExtensionSlot<any ContentExtensionHosting>?
    /// Service extensions at work, by session.
    private var services: [Int: ExtensionSlot<any ServiceExtensionHosting>] = [:]
    /// Builds run one at a time: they share the compiler cache.
    private let buildQueue = DispatchQueue(label: "notisim.extension-build")

    /// What a call needs to know of the model, read on the loop thread.
    struct Context: Sendable {
        var workspaceRoot: URL
        /// The custom area's width in points, which a storyboard is laid out at.
        var customAreaWidth: Double
        /// The simulated iOS, which a storyboard is drawn as and an extension's process is started with.
        var os: OSProfile
        /// Each app's registered categories, which an extension's process starts with (`getNotificationCategories`).
        var registeredCategories: [String: [NotificationCategory]] = [:]
        /// notisim's clock, which the wall clock of an extension's process is set to before a call.
        var clock: DeviceClockReading
    }

    /// The widget extensions, which draw Live Activities from the apps' own views.
    let widgets: WidgetRuntime

    init(catalog: ExtensionCatalog, limits: ExtensionLimits, mailbox: EffectMailbox) {
        self.catalog = catalog
        self.limits = limits
        self.mailbox = mailbox
        widgets = WidgetRuntime(catalog: catalog, limits: limits, mailbox: mailbox)
    }

    /// The longest any one job may take before it gives up on its own (a compile, then a call and its grace).
    var longestJob: Double { catalog.builder.compileTimeout + limits.callTimeout + limits.serviceSettle + limits.expiryGrace }

    /// Each of the workspace's extensions that can never run, with why, so that none is left out without a word.
    func extensionsThatCannotRun(in workspace: Workspace) -> [(ExtensionDefinition, String)] {
        workspace.extensions.compactMap { definition in
            catalog.launchProblem(definition, workspaceRoot: workspace.root).map { (definition, $0) }
        }
    }

    /// Whether a service extension is still at work (the runner then polls often).
    var hasRunningServices: Bool { !services.isEmpty }

    /// Makes one call; answers the messages of a call made at once on the loop thread (the others come through the
    /// mailbox).
    func perform(_ call: ExtensionCall, context: Context) -> [AppMessage] {
        if let definition = call.definition, let target = definition.swiftSources, catalog.needsBuild(definition) {
            if case .loadContent = call { closeContent() }
            build(target, then: call)
            return []
        }
        let catalog = self.catalog, limits = self.limits
        switch call {
        case let .loadContent(session, definition, notification, visibleActions):
            closeContent()
            let slot = ExtensionSlot<any ContentExtensionHosting>(session: session, definition: definition,
                                                                   offLoop: !runsInProcess(definition))
            content = slot
            return run(on: slot) {
                var buildFailure: ExtensionBuildFailure?
                var storyboardNotes: [String] = []
                do throws(ExtensionFault) {
                    let host = try catalog.makeContentHost(definition, workspaceRoot: context.workspaceRoot, limits: limits,
                                                           customAreaWidth: context.customAreaWidth, os: context.os,
                                                           categories: context.registeredCategories[definition.appBundleID] ?? [],
                                                           buildFailed: { buildFailure = $0 }, noted: { storyboardNotes = $0 })
                    slot.host = host
                    try host.setClock(context.clock)
                    let update = try host.didReceive(notification, visibleActions: visibleActions)
                    let notes = (buildFailure.map { ExtensionCatalog.buildFallbackLines(definition, $0) } ?? []) + storyboardNotes
                    return (notes.isEmpty ? [] : [.extensionNotes(call, notes)]) + [.contentAnswered(call, update, ContentExtensionTraits(host))]
                } catch {
                    slot.close()
                    return [.contentFailed(call, error)]
                }
            }
        case let .contentDidReceive(session, notification, visibleActions):
            return callContent(call, session: session, clock: context.clock) { host throws(ExtensionFault) in
                try host.didReceive(notification, visibleActions: visibleActions)
            }
        case let .contentResponse(session, response, _):
            return callContent(call, session: session, clock: context.clock) { host throws(ExtensionFault) in try host.didReceive(response) }
        case let .contentKey(session, key):
            return callContent(call, session: session, clock: context.clock) { host throws(ExtensionFault) in try host.keyPressed(key) }
        case let .contentMedia(session, play):
            return callContent(call, session: session, clock: context.clock) { host throws(ExtensionFault) in try host.media(play: play) }
        case let .contentClock(session, seconds):
            return callContent(call, session: session, clock: context.clock) { host throws(ExtensionFault) in try host.clockAdvanced(to: seconds) }
        case let .startService(serviceRun):
            let slot = ExtensionSlot<any ServiceExtensionHosting>(session: serviceRun.session, definition: serviceRun.definition, offLoop: true)
            services[serviceRun.session] = slot
            return run(on: slot) {
                do throws(ExtensionFault) {
                    let host = try catalog.makeServiceHost(serviceRun.definition, workspaceRoot: context.workspaceRoot, limits: limits,
                                                           os: context.os,
                                                           categories: context.registeredCategories[serviceRun.definition.appBundleID] ?? [])
                    slot.host = host
                    try host.setClock(context.clock)
                    try host.start(serviceRun.request)
                    // A start that waited for its build after the budget ran out is asked for its best attempt at once.
                    let handed = serviceRun.expiryAnnounced ? try host.timeWillExpire(grace: limits.expiryGrace)
                        : try host.content(waitingUpTo: limits.serviceSettle)
                    guard handed != nil || serviceRun.expiryAnnounced else { return [] }
                    slot.close()
                    return [.serviceAnswered(call, handed)]
                } catch {
                    slot.close()
                    return [.serviceFailed(call, error)]
                }
            }
        case let .serviceTimeWillExpire(session):
            // None yet: it is being built, and its start will ask at once.
            guard let slot = services[session] else { return [] }
            return run(on: slot) {
                guard let host = slot.host else { return [] }
                do throws(ExtensionFault) {
                    let handed = try host.timeWillExpire(grace: limits.expiryGrace)
                    slot.close()
                    return [.serviceAnswered(call, handed)]
                } catch {
                    slot.close()
                    return [.serviceFailed(call, error)]
                }
            }
        }
    }

    /// Asks each service extension not busy with a call whether it called its handler since the last look.
    func pollServices(_ runs: [ServiceExtensionRun]) {
        for serviceRun in runs where !serviceRun.expiryAnnounced {
            guard let slot = services[serviceRun.session], !slot.isBusy else { continue }
            let call = ExtensionCall.startService(serviceRun)
            _ = run(on: slot) {
                guard let host = slot.host else { return [] }
                do throws(ExtensionFault) {
                    guard let handed = try host.content(waitingUpTo: 0) else { return [] }
                    slot.close()
                    return [.serviceAnswered(call, handed)]
                } catch {
                    slot.close()
                    return [.serviceFailed(call, error)]
                }
            }
        }
    }

    /// Forgets the extension an answer ended (a finished service, a failed content extension: its host is closed).
    func received(_ message: AppMessage) {
        switch message {
        case let .contentFailed(call, _) where content?.session == call.session:
            content = nil
        case let .serviceAnswered(call, _), let .serviceFailed(call, _):
            services.removeValue(forKey: call.session)
        default:
            break
        }
    }

    /// Unloads the content extension once the model no longer shows it (a load still under way ends when its call
    /// does); answers the definition unloaded.
    func reconcile(openSession: Int?) -> ExtensionDefinition? {
        guard let content, openSession != content.session else { return nil }
        closeContent()
        return content.definition
    }

    /// Stops every extension (notisim is leaving).
    func shutdown() {
        widgets.shutdown()
        closeContent()
        for slot in services.values { slot.closeWhenIdle() }
        services.removeAll()
    }

    /// Whether the content extension of `definition` is linked into notisim (its views must be drawn on the loop thread).
    private func runsInProcess(_ definition: ExtensionDefinition) -> Bool {
        guard definition.run == nil else { return false }
        guard let target = definition.swiftSources else { return true }
        if case .failed? = catalog.builder.cached(target) { return definition.storyboardPath != nil }
        return false
    }

    /// Builds an extension's Swift sources off the loop thread, with its progress on the status line; `call` is made
    /// again once the build is over (docs/rules/extension-sources.md#building-an-extensions-own-swift-sources).
    private func build(_ target: SwiftExtensionTarget, then call: ExtensionCall) {
        let mailbox = self.mailbox, builder = catalog.builder
        let job = mailbox.begin(within: longestJob)
        buildQueue.async {
            var lastLine: String?
            _ = builder.build(target) { line in
                lastLine = line
                mailbox.post([.buildProgress(line)])
            }
            mailbox.finish(job, [.buildFinished(call, lastLine: lastLine)])
        }
    }

    private func callContent(_ call: ExtensionCall, session: Int, clock: DeviceClockReading,
                             _ body: @escaping @Sendable (any ContentExtensionHosting) throws(ExtensionFault) -> ContentExtensionUpdate) -> [AppMessage] {
        guard let slot = content, slot.session == session else { return [] }
        return run(on: slot) {
            guard let host = slot.host else { return [] }
            do throws(ExtensionFault) {
                try host.setClock(clock)
                let update = try body(host)
                return [.contentAnswered(call, update, ContentExtensionTraits(host))]
            } catch {
                slot.close()
                return [.contentFailed(call, error)]
            }
        }
    }

    /// Runs `job` on the slot's queue, its answers going to the mailbox; or here, at once, for an in-process slot.
    /// What the extension told notisim during the job comes first, so that a category it registered is there when its
    /// content is shown.
    private func run<Host>(on slot: ExtensionSlot<Host>, _ job: @escaping @Sendable () -> [AppMessage]) -> [AppMessage] {
        let withNotices = { @Sendable () -> [AppMessage] in
            let answers = job()
            let notices = slot.takeNotices()
            return (notices.isEmpty ? [] : [.extensionNotices(slot.definition, notices)]) + answers
        }
        guard let queue = slot.queue else { return withNotices() }
        let mailbox = self.mailbox
        let sent = mailbox.begin(within: longestJob)
        slot.jobStarted()
        queue.async {
            let answers = withNotices()
            slot.jobEnded()
            mailbox.finish(sent, answers)
        }
        return []
    }

    private func closeContent() {
        content?.closeWhenIdle()
        content = nil
    }
}

extension ContentExtensionTraits {
    /// What the model keeps of the extension `host` loaded.
    init(_ host: any ContentExtensionHosting) {
        self.init(respondsToResponses: host.respondsToResponses, runsCode: host.runsExtensionCode, followsClock: host.followsClock)
    }
}

/// One loaded extension: its host, touched only on its queue (or, without one, on the loop thread).
final class ExtensionSlot<Host>: @unchecked Sendable {
    let session: Int
    let definition: ExtensionDefinition
    /// Nil: the extension runs on the loop thread.
    let queue: DispatchQueue?
    var host: Host?
    private let jobs = LockedState(0)

    init(session: Int, definition: ExtensionDefinition, offLoop: Bool) {
        self.session = session
        self.definition = definition
        queue = offLoop ? DispatchQueue(label: "notisim.extension.\(session)") : nil
    }

    /// Whether a call is under way (a poll then waits for the next tick).
    var isBusy: Bool { jobs.withLock { $0 > 0 } }
    func jobStarted() { jobs.withLock { $0 += 1 } }
    func jobEnded() { jobs.withLock { $0 -= 1 } }

    /// Notices taken from the host when it closed, not yet reported.
    private var noticesAtClose: [ExtensionNotice] = []

    /// What the extension told notisim since the last take, including what it said before it was closed.
    func takeNotices() -> [ExtensionNotice] {
        let fromHost = (host as? any ContentExtensionHosting)?.takeNotices() ?? (host as? any ServiceExtensionHosting)?.takeNotices() ?? []
        defer { noticesAtClose = [] }
        return noticesAtClose + fromHost
    }

    /// Closes the host; on its queue, so it runs after the call under way.
    func close() {
        noticesAtClose = takeNotices()
        (host as? any ContentExtensionHosting)?.close()
        (host as? any ServiceExtensionHosting)?.close()
        host = nil
    }

    /// Closes the host once the call under way (if any) is over.
    func closeWhenIdle() {
        guard let queue else { return close() }
        queue.async { self.close() }
    }
}
