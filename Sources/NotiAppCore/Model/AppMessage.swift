import Foundation
import NotiCore
import NotiExtensions
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

/// Everything that changes the model: the user's keys and commands, the clock, the terminal, pushes, extension answers,
/// start, reload and signals. The runner hands each one to ``AppModel/update(_:)`` on the loop thread, in the order
/// they happened (docs/architecture.md#one-message-loop), and performs the effects it answers.
package enum AppMessage: Sendable {
    // The terminal and the user.
    /// The terminal the model is drawn on, when the runner starts: its size, whether it shows UTF-8, the clock's state,
    /// and whether someone is at the keys to answer permission prompts the workspace gives no answer for.
    case attached(TerminalSize, unicode: Bool, clock: ViewerChoices.ClockStatus, someoneAtKeys: Bool = false)
    /// A key pressed when the clock read `at` (nil: at the model's time); what fell due before it is delivered first.
    case key(Key, at: Date? = nil)
    /// A command of the `:` line or a script given when the clock read `at` (nil: at the model's time).
    case command(Command, at: Date? = nil)
    /// The clock reads this moment: what falls due is delivered, banners whose time is up leave.
    case clockTicked(Date)
    /// The terminal was resized.
    case resized(TerminalSize)
    /// A signal asked notisim to leave: the state is saved and the loop ends.
    case signalled(Int32)
    /// The long look was drawn from this row: the view moved the row asked for into range and onto the focus.
    case longLookShown(firstRow: Int)

    // Start, reload, settings of the run.
    /// The first start: every app launches when the clock read `at`.
    case launched(at: Date)
    /// The saved state taken back when the clock read `at`; what came due meanwhile is delivered quietly.
    case restored(SavedState, at: Date)
    /// Lines about how the workspace was read (an Xcode project imported or taken from the cache).
    case workspaceRead(notes: [String])
    /// `:reload` read the workspace again.
    case reloaded(ReloadedWorkspace)
    /// `:reload` could not read the workspace: why, a line each.
    case reloadFailed(lines: [String])
    /// `supportsContentExtensions` switched (an open extension is unloaded when switched off).
    case contentExtensionsSupported(Bool)
    /// Whether a sound rings the terminal bell (`--bell`).
    case bellChosen(Bool)
    /// A theme file asked for by ``AppEffect/loadTheme(_:quietly:)`` was read (or could not be).
    case themeLoaded(Result<Theme, ThemeError>, quietly: Bool)
    /// notisim is closing: pushes still with their service extension are shown with their original content.
    case closing
    /// Something around the model failed (saving the state, writing the log file): the notice line and the log say it.
    case problem(String)

    // Pushes.
    /// A push from the endpoint, decoded, to deliver; `journalled` when the runner keeps a push journal (not with
    /// `--ephemeral`, where the core makes no journal entry for a notification push).
    case pushArrived(LoadedPush, journalled: Bool = true)
    /// Lines the push endpoint logs between pushes (a connection opened or refused, a token registered).
    case endpointNotes([String])
    /// A push from the endpoint that could not be decoded for the app it names.
    case pushRefused(PushLoadError, bundleID: String)
    /// A payload file asked for by `:push` or the push menu was read and decoded (or could not be).
    case pushFileLoaded(LoadedPushFile)

    // Extensions.
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
    /// An extension of the workspace that can never run, and why.
    case extensionCannotRun(ExtensionDefinition, problem: String)
    /// The content extension no longer shown was unloaded.
    case extensionUnloaded(ExtensionDefinition)
    /// An extension call or payload file load outlasted its limit; its answer is taken when it comes.
    case answersOverdue
    /// The compiler's progress while an extension's Swift sources are built: `building NAME… 12 s`.
    case buildProgress(String)
    /// The build `call` waited for is over (built or failed; the result is cached); `lastLine` is the progress last shown.
    case buildFinished(ExtensionCall, lastLine: String?)

    // The clock.
    /// The clock did what ``AppEffect/clock(_:)`` asked (or says in `problem` why not): it now reads `now` and runs as
    /// `status` says.
    case clockChanged(ViewerChoices.ClockStatus, now: Date, problem: String?)
    /// A widget extension's program started and said what it declares.
    case widgetExtensionStarted(WidgetExtensionDefinition, WidgetExtensionListing)
    /// A widget extension could not be started.
    case widgetExtensionFailed(WidgetExtensionDefinition, ExtensionFault)
    /// A widget extension drew a widget's timeline, or could not.
    case widgetTimelineDrawn(WidgetExtensionDefinition, WidgetTimelineRequest, Result<DrawnWidgetTimeline, ExtensionFault>)
    /// A widget's button or link was pressed in its extension: the URLs a link opened, or why it could not be.
    case widgetButtonPressed(WidgetExtensionDefinition, WidgetButtonPress, Result<[String], ExtensionFault>)
    /// A Live Activity's button was pressed in its widget extension: what its intent did, or why it could not be pressed.
    case liveActivityButtonPressed(WidgetExtensionDefinition, LiveActivityButtonPress, Result<LiveActivityButtonPressed, ExtensionFault>)
    /// A widget extension drew a Live Activity (or refused its JSON), or could not be run.
    case liveActivityDrawn(WidgetExtensionDefinition, LiveActivityDrawing, Result<DrawnLiveActivity, ExtensionFault>)
}

extension AppModel {
    /// Takes one message into the model and returns what the world must do next: the one way the model changes.
    package mutating func update(_ message: AppMessage) -> [AppEffect] {
        switch message {
        case let .attached(size, unicode, clock, someoneAtKeys):
            viewer.update(.terminal(size, unicode: unicode)); viewer.update(.clock(clock))
            system.someoneAnswersPrompts = someoneAtKeys
            return []
        case let .key(key, at):
            return (at.map { advance(to: $0) } ?? []) + handle(key) + advance(to: now)
        case let .command(command, at):
            return (at.map { advance(to: $0) } ?? []) + run(command) + advance(to: now)
        case .clockTicked(let time):
            return advance(to: time)
        case .resized(let size):
            viewer.update(.resized(size))
            return []
        case .signalled(let signal):
            note(.system, "signal \(signal): saving and leaving")
            return [.quit]
        case .longLookShown(let firstRow):
            expanded?.scrollOffset = firstRow
            return []
        case .launched(let time):
            return advance(to: time) + launchApps()
        case let .restored(saved, time):
            return restore(saved, at: time)
        case .workspaceRead(let notes):
            noteWorkspace(notes)
            return []
        case .reloaded(let reloaded):
            let (fresh, effects) = self.reloaded(with: reloaded.workspace)
            self = fresh
            noteWorkspace(reloaded.notes)
            return effects
        case .reloadFailed(let lines):
            notice = "reload: " + (lines.first ?? "")
            for line in lines { note(.error, "reload: \(line)") }
            return []
        case .contentExtensionsSupported(let supported):
            return setContentExtensionsSupported(supported)
        case .bellChosen(let rings):
            ringsBell = rings
            return []
        case let .themeLoaded(result, quietly):
            return themeLoaded(result, quietly: quietly)
        case .closing:
            return abandonServiceRuns()
        case .problem(let text):
            note(.error, text)
            notice = text
            return []
        case let .pushArrived(push, journalled):
            // Compared before and after in place: asked of the runner's stored model, each question copied it.
            let before = journalled ? centreMark(bundleID: push.bundleID) : nil
            var effects = arrive(push)
            if push.liveActivity != nil {
                // A Live Activity push journals the activities it updated or ended. One that journals none (a start,
                // a refusal), that changed the board otherwise (a dismissal) or that counted against the app's budget
                // is saved in the state file before its answer, all of it.
                let madeEntries = effects.contains { if case .journal = $0 { true } else { false } }
                if !madeEntries || effects.contains(.saveBeforeAnswer) || Self.countsAgainstLiveActivityBudget(push) {
                    effects.removeAll { if case .journal = $0 { true } else if case .saveBeforeAnswer = $0 { true } else { false } }
                    effects.append(.saveBeforeAnswer)
                }
            } else if let before, let entry = journalEntry(bundleID: push.bundleID, identifier: push.identifier, before: before) {
                effects.append(.journal(entry))
            }
            return effects
        case .endpointNotes(let lines):
            for line in lines { note(.system, "APNs: \(line)") }
            return []
        case let .pushRefused(problem, bundleID):
            note(.error, problem.description, app: bundleID)
            return []
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
        case let .extensionCannotRun(definition, problem):
            note(.error, problem, app: definition.appBundleID)
            return []
        case .extensionUnloaded(let definition):
            note(.extension, "\(definition.name): unloaded", app: definition.appBundleID)
            return []
        case .answersOverdue:
            note(.error, "an extension call or payload file load outlasted its limit; its answer is taken when it comes")
            return []
        case .buildProgress(let line):
            notice = line
            return []
        case let .buildFinished(call, lastLine):
            if let lastLine, notice == lastLine { notice = nil }
            return reissueAfterBuild(call)
        case .pushFileLoaded(let loaded):
            return receive(loaded)
        case let .clockChanged(status, now, problem):
            viewer.update(.clock(status))
            if let problem { notice = problem }
            return advance(to: now)
        case let .widgetExtensionStarted(definition, listing):
            widgetExtensionStarted(definition, listing)
            return addWidgets(of: definition, listing) + [.stateChanged]
        case let .widgetExtensionFailed(definition, fault):
            return widgetExtensionFailed(definition, fault)
        case let .widgetTimelineDrawn(definition, request, result):
            return widgetTimelineDrawn(request, by: definition, result)
        case let .widgetButtonPressed(definition, press, result):
            return widgetButtonPressed(press, by: definition, result)
        case let .liveActivityButtonPressed(definition, press, result):
            return liveActivityButtonPressed(press, by: definition, result)
        case let .liveActivityDrawn(definition, drawing, result):
            return liveActivityDrawn(drawing, by: definition, result)
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
            return arrive(push)
        }
    }

    /// The call that waited for its build, made now if its view or push is still there; else dropped and logged.
    private mutating func reissueAfterBuild(_ call: ExtensionCall) -> [AppEffect] {
        switch call {
        case .loadContent where expanded?.contentExtension?.session == call.session:
            return [.extensionCall(call)]
        case .startService:
            guard let run = extensions.serviceRuns.first(where: { $0.session == call.session }) else { break }
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
