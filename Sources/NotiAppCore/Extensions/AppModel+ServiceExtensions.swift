import Foundation
import NotiCore
import NotiExtensions
import NotiWorkspace

extension AppModel {
    /// The service extension iOS runs for a push, and why none runs when the app has one but a condition fails.
    func serviceExtensionRoute(_ content: NotificationContent, bundleID: String, mutableContent: Bool,
                               delivery: PushDelivery) -> (definition: ExtensionDefinition?, skipped: String?) {
        guard mutableContent, delivery == .notification, let definition = workspace.serviceExtension(of: bundleID) else { return (nil, nil) }
        guard extensions.serviceExtensionsEnabled else { return (nil, "\(definition.name) not run: service extensions are off on this device") }
        guard let settings = system.app(bundleID)?.settings, settings.canDeliver, settings.granted.contains(.alert) else {
            return (nil, "\(definition.name) not run: alerts are not authorized")
        }
        guard content.hasAlertText else { return (nil, "\(definition.name) not run: the alert has no title, subtitle or body") }
        return (definition, nil)
    }

    /// Starts the app's service extension on a push when iOS would; nil = deliver the push as it is.
    mutating func startServiceExtension(_ content: NotificationContent, bundleID: String, identifier: String,
                                        mutableContent: Bool, delivery: PushDelivery) -> [AppEffect]? {
        let route = serviceExtensionRoute(content, bundleID: bundleID, mutableContent: mutableContent, delivery: delivery)
        if let skipped = route.skipped { note(.extension, skipped, app: bundleID, notification: identifier) }
        guard let definition = route.definition else { return nil }
        let budget = extensions.serviceBudget
        let run = ServiceExtensionRun(session: extensions.newSession(), definition: definition, bundleID: bundleID,
                                      request: NotificationRequest(identifier: identifier, content: content, trigger: .push),
                                      startedAt: now, deadline: now + budget)
        extensions.start(run)
        note(.extension, "\(definition.name): started for \"\(identifier)\" (budget \(Self.seconds(budget)) on the notisim clock)",
             app: bundleID, notification: identifier)
        return [.extensionCall(.startService(run))]
    }

    /// Asks every run whose budget is spent for its best attempt.
    mutating func expireServiceRuns() -> [AppEffect] {
        extensions.announceExpiries(now: now).map { .extensionCall(.serviceTimeWillExpire(session: $0)) }
    }

    /// The service extension's handler was called with `content` (nil: it never was): the push is delivered with
    /// it, or with the original content when there is none or it has no alert text.
    mutating func serviceExtensionFinished(_ call: ExtensionCall, content: NotificationContent?) -> [AppEffect] {
        guard let run = extensions.finishRun(session: call.session) else { noteLateAnswer(call); return [] }
        let name = run.definition.name, id = run.request.identifier
        var shown = run.request.content
        if let content, content.hasAlertText {
            shown = content
            shown.attachments = content.attachments.compactMap { attachment in
                switch validateAttachment(attachment, inspect: system.inspectAttachment) {
                case .success(let checked): return checked
                case .failure(let error):
                    note(.error, "\(name): \(error.description); attachment left out", app: run.bundleID, notification: id)
                    return nil
                }
            }
            shown = resolvingAvatar(shown)
            note(.extension, "\(name): \(call.logName) → contentHandler(\(Self.describe(shown)))", app: run.bundleID, notification: id)
        } else if content != nil {
            let filtering = system.app(run.bundleID)?.app.entitlements.contains(.filtering) == true
            note(.extension, "\(name): \(call.logName) → contentHandler with no alert text: "
                 + (filtering ? "suppressed (filtering entitlement)" : "original content shown"), app: run.bundleID, notification: id)
        } else {
            note(.extension, "\(name): \(call.logName) → handler not called: original content shown", app: run.bundleID, notification: id)
        }
        return apply(system.receivePush(shown, identifier: id, bundleID: run.bundleID, delivery: .notification, now: now,
                                        serviceExtensionEmptiedContent: content.map { !$0.hasAlertText } ?? false))
    }

    /// The service extension failed: the original content is shown, as iOS does.
    mutating func serviceExtensionFailed(_ call: ExtensionCall, _ fault: ExtensionFault) -> [AppEffect] {
        guard let run = extensions.finishRun(session: call.session) else { noteLateAnswer(call); return [] }
        note(.error, "\(run.definition.name): \(call.logName) failed: \(fault.description); original content shown",
             app: run.bundleID, notification: run.request.identifier)
        return apply(system.receivePush(run.request.content, identifier: run.request.identifier, bundleID: run.bundleID,
                                        delivery: .notification, now: now))
    }

    /// Delivers the original content of every push still with its service extension (notisim is closing).
    mutating func abandonServiceRuns() -> [AppEffect] {
        var effects: [AppEffect] = []
        for run in extensions.takeAllRuns() {
            note(.extension, "\(run.definition.name): stopped as notisim closes: original content shown", app: run.bundleID, notification: run.request.identifier)
            effects += apply(system.receivePush(run.request.content, identifier: run.request.identifier, bundleID: run.bundleID,
                                                delivery: .notification, now: now))
        }
        return effects
    }

    static func seconds(_ value: Double) -> String { value.rounded() == value ? "\(Int(value)) s" : "\(value) s" }

    /// `title "…", body "…", attachments [image]` for the log.
    static func describe(_ content: NotificationContent) -> String {
        var parts = ["title \"\(content.title)\""]
        if !content.subtitle.isEmpty { parts.append("subtitle \"\(content.subtitle)\"") }
        parts.append("body \"\(content.body)\"")
        if !content.attachments.isEmpty { parts.append("attachments [\(content.attachments.map(\.identifier).joined(separator: ", "))]") }
        if let intent = content.communication { parts.append("\(intent.kind == .call ? "INStartCallIntent" : "INSendMessageIntent") from \"\(intent.sender.name)\"") }
        return parts.joined(separator: ", ")
    }
}
