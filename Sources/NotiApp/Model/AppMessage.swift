import Foundation
import NotiCore
import NotiExtensions
import NotiWorkspace

/// What the outside world answers an effect with; the runner hands each one to ``AppModel/update(_:)`` on the loop
/// thread, in the order they arrived (docs/architecture.md#one-message-loop).
package enum AppMessage: Sendable {
    /// A content extension answered `call`.
    case contentAnswered(ExtensionCall, ContentExtensionUpdate, ContentExtensionTraits)
    /// A content extension failed `call` (crash, hang, nonsense, cannot start).
    case contentFailed(ExtensionCall, ExtensionFault)
    /// A service extension's handler was called with `content` (nil: it was not, and its time is up).
    case serviceAnswered(ExtensionCall, NotificationContent?)
    /// A service extension failed `call`.
    case serviceFailed(ExtensionCall, ExtensionFault)
    /// Lines the extension side logs for the extension of `call` (a build that fell back to the storyboard).
    case extensionNotes(ExtensionCall, [String])
    /// What the extension of `definition` told notisim between answers: its log lines and the categories it registered.
    case extensionNotices(ExtensionDefinition, [ExtensionNotice])
    /// The compiler's progress while an extension's Swift sources are built: `building NAME… 12 s`.
    case buildProgress(String)
    /// The build `call` waited for is over (built or failed; the result is cached); `lastLine` is the progress last shown.
    case buildFinished(ExtensionCall, lastLine: String?)
    /// A payload file asked for by `:push` or the push menu was read and decoded (or could not be).
    case pushFileLoaded(LoadedPushFile)
    /// The clock did what ``AppEffect/clock(_:)`` asked (or says in `problem` why not): it now reads `now` and runs as
    /// `status` says.
    case clockChanged(ViewerChoices.ClockStatus, now: Date, problem: String?)
}

extension AppModel {
    /// Takes one answer into the model and returns what the world must do next: the single place answers enter.
    package mutating func update(_ message: AppMessage) -> [AppEffect] {
        switch message {
        case let .contentAnswered(call, update, traits):
            return contentExtensionAnswered(call, update, traits)
        case let .contentFailed(call, fault):
            return contentExtensionFailed(call, fault)
        case let .serviceAnswered(call, content):
            return serviceExtensionFinished(call, content: content)
        case let .serviceFailed(call, fault):
            return serviceExtensionFailed(call, fault)
        case let .extensionNotes(call, lines):
            guard let definition = call.definition else { return [] }
            for line in lines { note(.error, line, app: definition.appBundleID) }
            return []
        case let .extensionNotices(definition, notices):
            return extensionNoticed(definition, notices)
        case .buildProgress(let line):
            notice = line
            return []
        case let .buildFinished(call, lastLine):
            if let lastLine, notice == lastLine { notice = nil }
            return reissueAfterBuild(call)
        case .pushFileLoaded(let loaded):
            return receive(loaded)
        case let .clockChanged(status, now, problem):
            clockStatus = status
            if let problem { notice = problem }
            return advance(to: now)
        }
    }

    /// Delivers a payload file's push, or puts why it could not be on the notice line naming the file. A load that
    /// outlived a `:reload` is checked again against the apps there now.
    private mutating func receive(_ loaded: LoadedPushFile) -> [AppEffect] {
        let result = loaded.result.flatMap { push in
            appIDs.contains(push.bundleID) ? .success(push)
                : .failure(PushLoadError(description: "\(loaded.path): no app \"\(push.bundleID)\" in the workspace any more"))
        }
        switch result {
        case .failure(let problem):
            notice = workspaceRelative(problem.description)
            note(.error, "push: \(problem.description)")
            return []
        case .success(let push):
            let name = (loaded.path as NSString).lastPathComponent
            for warning in push.warnings { note(.error, "push \(name): \(warning)") }
            return receive(push, identifier: loaded.identifier)
        }
    }

    /// The call that waited for its build, made now if its view or push is still there; else dropped and logged.
    private mutating func reissueAfterBuild(_ call: ExtensionCall) -> [AppEffect] {
        switch call {
        case .loadContent where expanded?.contentExtension?.session == call.session:
            return [.extensionCall(call)]
        case .startService:
            guard let run = serviceRuns.first(where: { $0.session == call.session }) else { break }
            return [.extensionCall(.startService(run))]
        default:
            break
        }
        noteLateAnswer(call)
        return []
    }

    /// An answer for a view or push that is gone is dropped, and the log says so (docs/architecture.md#one-message-loop).
    mutating func noteLateAnswer(_ call: ExtensionCall) {
        note(.extension, "extension session \(call.session): \(call.logName) answered after its view or push was gone; dropped")
    }
}
