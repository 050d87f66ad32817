import Foundation
import NotiCore
import NotiExtensionBuild
import NotiExtensions
import NotiWorkspace

/// The runner's side of extensions: makes the calls the model asks for, keeps the loaded content extension and
/// the running service extensions, and hands every answer or fault back to the model.
final class ExtensionRuntime {
    let catalog: ExtensionCatalog
    let limits: ExtensionLimits
    /// The content extension of the expanded view, with the model's session number.
    private var content: (session: Int, definition: ExtensionDefinition, host: any ContentExtensionHosting)?
    /// Service extensions at work, by session.
    private var services: [Int: any ServiceExtensionHosting] = [:]

    init(catalog: ExtensionCatalog, limits: ExtensionLimits) {
        self.catalog = catalog
        self.limits = limits
    }

    /// Logs each of the workspace's extensions that can never run, so that none is left out without a word.
    func noteExtensionsThatCannotRun(model: inout AppModel) {
        for definition in model.workspace.extensions {
            guard let problem = catalog.launchProblem(definition, workspaceRoot: model.workspace.root) else { continue }
            model.note(.error, problem, app: definition.appBundleID)
        }
    }

    /// Whether a service extension is still at work (the runner then polls often).
    var hasRunningServices: Bool { !services.isEmpty }

    /// Makes one call and answers the model's follow-up effects.
    func perform(_ call: ExtensionCall, model: inout AppModel) -> [AppEffect] {
        switch call {
        case let .loadContent(session, definition, notification, visibleActions):
            closeContent()
            do throws(ExtensionFault) {
                var buildFailure: ExtensionBuildFailure?
                let host = try catalog.makeContentHost(definition, workspaceRoot: model.workspace.root, limits: limits,
                                                       customAreaWidth: StoryboardContentExtension.customAreaWidth(model.device, model.metrics),
                                                       buildFailed: { buildFailure = $0 })
                for line in buildFailure.map({ ExtensionCatalog.buildFallbackLines(definition, $0) }) ?? [] {
                    model.note(.error, line, app: definition.appBundleID)
                }
                content = (session, definition, host)
                let update = try host.didReceive(notification, visibleActions: visibleActions)
                return model.contentExtensionAnswered(call, update, respondsToResponses: host.respondsToResponses)
            } catch {
                closeContent()
                return model.contentExtensionFailed(call, error)
            }
        case let .contentDidReceive(session, notification, visibleActions):
            return callContent(call, session: session, model: &model) { host throws(ExtensionFault) in
                try host.didReceive(notification, visibleActions: visibleActions)
            }
        case let .contentResponse(session, response, _):
            return callContent(call, session: session, model: &model) { host throws(ExtensionFault) in try host.didReceive(response) }
        case let .contentKey(session, key):
            return callContent(call, session: session, model: &model) { host throws(ExtensionFault) in try host.keyPressed(key) }
        case let .contentMedia(session, play):
            return callContent(call, session: session, model: &model) { host throws(ExtensionFault) in try host.media(play: play) }
        case let .startService(run):
            do throws(ExtensionFault) {
                let host = try catalog.makeServiceHost(run.definition, workspaceRoot: model.workspace.root, limits: limits)
                services[run.session] = host
                try host.start(run.request)
                guard let handed = try host.content(waitingUpTo: limits.serviceSettle) else { return [] }
                finishService(run.session)
                return model.serviceExtensionFinished(call, content: handed)
            } catch {
                finishService(run.session)
                return model.serviceExtensionFailed(call, error)
            }
        case let .serviceTimeWillExpire(session):
            guard let host = services[session] else { return [] }
            do throws(ExtensionFault) {
                let handed = try host.timeWillExpire(grace: limits.expiryGrace)
                finishService(session)
                return model.serviceExtensionFinished(call, content: handed)
            } catch {
                finishService(session)
                return model.serviceExtensionFailed(call, error)
            }
        }
    }

    /// Hands over the content of service extensions that called their handler since the last look.
    func pollServices(model: inout AppModel) -> [AppEffect] {
        var effects: [AppEffect] = []
        for run in model.serviceRuns where !run.expiryAnnounced {
            guard let host = services[run.session] else { continue }
            let call = ExtensionCall.startService(run)
            do throws(ExtensionFault) {
                guard let handed = try host.content(waitingUpTo: 0) else { continue }
                finishService(run.session)
                effects += model.serviceExtensionFinished(call, content: handed)
            } catch {
                finishService(run.session)
                effects += model.serviceExtensionFailed(call, error)
            }
        }
        return effects
    }

    /// Unloads the content extension once the model no longer shows it.
    func reconcile(with model: inout AppModel) {
        guard let content, model.expanded?.contentExtension?.session != content.session else { return }
        closeContent()
        model.note(.extension, "\(content.definition.name): unloaded", app: content.definition.appBundleID)
    }

    /// Stops every extension (notisim is leaving).
    func shutdown() {
        closeContent()
        for session in Array(services.keys) { finishService(session) }
    }

    private func callContent(_ call: ExtensionCall, session: Int, model: inout AppModel,
                             _ body: (any ContentExtensionHosting) throws(ExtensionFault) -> ContentExtensionUpdate) -> [AppEffect] {
        guard let content, content.session == session else { return [] }
        do throws(ExtensionFault) {
            let update = try body(content.host)
            return model.contentExtensionAnswered(call, update, respondsToResponses: content.host.respondsToResponses)
        } catch {
            closeContent()
            return model.contentExtensionFailed(call, error)
        }
    }

    private func closeContent() {
        content?.host.close()
        content = nil
    }

    private func finishService(_ session: Int) {
        services.removeValue(forKey: session)?.close()
    }
}
