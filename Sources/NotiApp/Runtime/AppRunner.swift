import Foundation
import NotiAppCore
import NotiCore
import NotiExtensions
import NotiLayout
import NotiTerminalPort
import NotiWorkspace

/// Runs the app loop: feeds keys, resizes and the clock to the model, performs its effects, draws its view on a
/// terminal backend, and saves the state. The same runner serves ncurses, tmux tests and headless scripts.
///
/// One message loop (docs/architecture.md#one-message-loop): the model answers each key, command or message with effects;
/// extension calls, builds and payload file loads run off the loop thread and come back as ``AppMessage``s, taken in on
/// the loop thread between keys. Interactive, the loop never waits for them; driven as a script (``awaitsExtensions``),
/// each step waits for every answer (each within its limit) before the next, so a run is the same on every machine.
/// Terminal effects (the bell) run on the loop thread right after the frame they belong to is drawn.
///
/// Durability: a change is saved before the frame that shows it is drawn (`runLoop`), and a push is written to the
/// push journal before its answer is released (`deliverInbox`), so what a user or a provider saw acknowledged
/// survives a crash; the state file is rewritten at most once a second for the journal's sake, which empties it.
package final class AppRunner {
    package private(set) var model: AppModel
    package let backend: any TerminalBackend
    package let clock: any RunnerClock
    private let store: StateStore?
    private let journal: PushJournal?
    /// The last journalled push; journalled pushes the state file does not hold yet wait for the next save.
    private var journalSequence = 0
    private var journalUnsaved = false
    /// The entries of the endpoint's batch being delivered; nil between batches.
    private var journalBatch: [JournalEntry]?
    /// Set while a batch from the endpoint is taken in when a push changed what no journal entry holds.
    private var saveBeforeAnswer = false
    /// Batches whose journal write failed, with why and what answers them once the state file holds them instead.
    private let journalFailures = LockedState<[(failure: StateStore.Failure, release: @Sendable () -> Void)]>([])
    /// The OS, device and theme last saved: choosing them changes the state without a notification event.
    private var savedViewer = ""
    private let logFile: EventLogFile?
    /// The attachment files the view draws, read through caches that keep each file version's result.
    private let attachments: AttachmentReaders = {
        let images = ImageCache()
        return AttachmentReaders(image: images.loader, mediaDuration: { MediaDurationCache.shared.duration(of: $0) })
    }()
    private let extensions: ExtensionRuntime
    /// Where answers of work off the loop thread wait to be taken in.
    private let mailbox: EffectMailbox
    /// Payload files are read one at a time, in the order asked for.
    private let pushFileQueue = DispatchQueue(label: "notisim.push-file-load")
    /// Reads a payload file's bytes on `pushFileQueue` (a test may hold it back).
    var readPayload: PushFileLoad.Reader = { PayloadFile.read(path: $0) }
    /// Payload file loads sent off whose answer the model has not taken in yet.
    package private(set) var pushFileLoadsOut = 0
    /// Bells the model asked for since the last frame: they ring once it is drawn.
    private var bellsDue = 0
    /// Whether each step waits for the extension answers it started (scripts, tests) rather than taking them in as
    /// they arrive (the interactive loop).
    package let awaitsExtensions: Bool
    private var loggedCount = 0
    private var dirty = false
    private var lastSave = Date.distantPast
    /// Whether the model asked to quit.
    package private(set) var quitRequested = false
    /// Reads the workspace again for `:reload` (the command line gives one that knows where the workspace came from).
    package var workspaceReloader: (() -> Result<ReloadedWorkspace, SessionError>)?
    /// Told the Live Activities' push tokens on the loop's thread when set and whenever they change, before the log
    /// names a new token or a push is answered: the APNs endpoint registers them
    /// (docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint).
    package var liveActivityTokensObserver: (([LiveActivityPushToken]) -> Void)? {
        didSet { publishedActivityTokens = nil; publishActivityTokens() }
    }
    private var publishedActivityTokens: [LiveActivityPushToken]?

    /// A runner for `model`; extensions come from `extensions` (the demo's Swift ones by default) within `limits` (by
    /// default the workspace's). `awaitsExtensions` false lets keys go on while extensions answer (the interactive loop).
    /// `someoneAtKeys` says a person answers the permission prompts the workspace gives no answer for (the terminal UI).
    package init(model: AppModel, backend: any TerminalBackend, clock: any RunnerClock, store: StateStore? = nil, logFile: EventLogFile? = nil,
                extensions: ExtensionCatalog = DemoExtensions.catalog, limits: ExtensionLimits? = nil, awaitsExtensions: Bool = true,
                someoneAtKeys: Bool = false) {
        // The log file is written from the entries the log keeps (`flushLog`): one that keeps only counts would write nothing.
        precondition(logFile == nil || model.log.keepsEntries, "an event log file needs a log that keeps its entries")
        self.model = model
        self.awaitsExtensions = awaitsExtensions
        let mailbox = EffectMailbox()
        self.mailbox = mailbox
        var catalog = extensions
        catalog.containers = catalog.containers ?? ExtensionDataContainers.forRun(store: store)
        catalog.contacts = (model.workspace.contactsJSON, model.workspace.contactsAuthorization)
        self.extensions = ExtensionRuntime(catalog: catalog, limits: limits ?? model.workspace.extensionLimits, mailbox: mailbox)
        self.backend = backend
        self.clock = clock
        self.store = store
        self.journal = store.map { PushJournal(fileURL: $0.journalURL) }
        self.logFile = logFile
        _ = self.model.update(.attached(backend.size, unicode: backend.capabilities.isUTF8, clock: clock.status, someoneAtKeys: someoneAtKeys))
    }

    /// The screen as the view draws it now: the frame laid out after the last message when nothing changed since.
    package var screen: CellGrid {
        if let frame, frame.updates == updates { return frame.grid }
        return AppView.render(model, attachments: attachments)
    }

    /// The screen laid out after the last event, and the count of messages it was laid out after.
    private var frame: (grid: CellGrid, updates: Int)?
    /// Messages handed to the model so far.
    private var updates = 0

    /// Hands one message to the model and performs the effects it answers: the one way the runner changes the model.
    func send(_ message: AppMessage) {
        updates += 1
        perform(model.update(message))
    }

    /// Draws the current screen on the backend, then rings the bells the model asked for since the last frame: the
    /// bell follows the frame that shows its banner (docs/architecture.md#one-message-loop).
    package func draw() {
        let cursor: CursorPosition? = {
            if case .commandLine(let text)? = model.overlay { return CursorPosition(x: 1 + TextWidth.columns(of: text), y: model.size.rows - 1) }
            return nil
        }()
        backend.draw(screen, cursor: cursor)
        for _ in 0..<bellsDue { backend.bell() }
        bellsDue = 0
    }

    /// Launches the workspace's apps, or restores the saved state (delivering quietly what came due meanwhile), and
    /// saves the result so the push journal starts empty on a state file.
    package func start(restoring saved: SavedState?) {
        if let saved {
            journalSequence = saved.journalSequence ?? 0
            journalUnsaved = true
            if saved.archive.savedAt > clock.now { _ = clock.perform(.jump(to: saved.archive.savedAt)) }
            send(.restored(saved, at: clock.now))
        } else {
            send(.launched(at: clock.now))
        }
        for (definition, problem) in extensions.extensionsThatCannotRun(in: model.workspace) {
            send(.extensionCannotRun(definition, problem: problem))
        }
        takeAnswers()
        flushLog()
        saveIfDue(force: true)
    }

    /// Brings the model to the clock's time, asks service extensions whether they handed over, and takes in the
    /// answers that arrived.
    package func tick() {
        send(.clockTicked(clock.now))
        extensions.pollServices(model.extensions.serviceRuns)
        takeAnswers()
        flushLog()
    }

    /// Takes in the answers that arrived; with ``awaitsExtensions``, first waits for every job out (each bounded by
    /// its own limit) and for what their answers start in turn.
    private func takeAnswers() {
        guard awaitsExtensions else { return apply(mailbox.take()) }
        while true {
            let (messages, stillBusy) = mailbox.waitForMessages()
            if messages.isEmpty {
                if stillBusy { send(.answersOverdue) }
                return
            }
            apply(messages)
        }
    }

    /// Hands messages to the model in order, performing what each asks for.
    private func apply(_ messages: [AppMessage]) {
        for message in messages {
            extensions.received(message)
            if case .pushFileLoaded = message { pushFileLoadsOut -= 1 }
            send(message)
        }
    }

    /// Handles one terminal event: the answers that arrived before it, then the event at the clock's time, then the
    /// answers of the work it started; the frame is laid out once.
    package func handle(_ event: TerminalEvent) {
        takeArrivals()
        switch event {
        case .key(let key): send(.key(key, at: clock.now))
        case .resize(let cols, let rows):
            send(.resized(TerminalSize(cols: cols, rows: rows)))
            backend.invalidate()
        case .terminationRequested(let signal): send(.signalled(signal))
        }
        settle()
    }

    /// Takes in what service extensions handed over and the answers that arrived.
    private func takeArrivals() {
        extensions.pollServices(model.extensions.serviceRuns)
        takeAnswers()
    }

    /// After an event: the answers of the work it started, the log written out, and the frame laid out once. The long
    /// look's first row as that frame draws it (moved into range and onto the focus) goes back to the model, so the
    /// next scroll key starts from what is on screen.
    private func settle() {
        takeArrivals()
        flushLog()
        guard model.expanded != nil else { return }
        let (grid, firstRow) = AppView.frame(model, attachments: attachments)
        if let firstRow, firstRow != model.expanded?.scrollOffset { send(.longLookShown(firstRow: firstRow)) }
        frame = (grid, updates)
    }

    /// Switches `supportsContentExtensions` (an open extension is unloaded when switched off).
    package func setContentExtensionsSupported(_ supported: Bool) {
        send(.contentExtensionsSupported(supported))
        takeAnswers()
    }

    /// Runs a command (the `:` line's and scripts' model commands) at the clock's time.
    package func run(_ command: Command) {
        takeArrivals()
        send(.command(command, at: clock.now))
        settle()
    }

    /// How ``runLoop(inbox:mode:shouldStop:)`` waits, draws and saves.
    package enum LoopMode: Sendable {
        /// On a terminal (`notisim` and `open`): waits for a key (or the next deadline), draws a frame after each
        /// event, and saves a change at once.
        case terminal
        /// Without a screen (`notisim serve`): waits for a push (at most 5 ms, so the clock's deadlines are kept),
        /// draws nothing, and saves at most once a second, as pushes may arrive thousands a second (each is in the
        /// journal before it is answered).
        case headless
    }

    /// The one event loop: until the model asks to quit or `shouldStop` says so (a signal). With an inbox, pushes
    /// from the APNs endpoint are delivered between events. At the end, what the inbox still holds is delivered,
    /// extensions are stopped, the state is saved and the log written out.
    package func runLoop(inbox: PushInbox? = nil, mode: LoopMode = .terminal, shouldStop: () -> Bool) {
        if mode == .terminal { draw() }
        while !quitRequested && !shouldStop() {
            if let inbox { deliverInbox(inbox) }
            switch mode {
            case .terminal:
                let timeout = inbox == nil && !mailbox.isBusy ? waitTime() : min(waitTime(), .milliseconds(20))
                if let event = backend.nextEvent(timeout: timeout) {
                    handle(event)
                } else {
                    tick()
                }
                saveIfDue(force: dirty || viewerKey != savedViewer)
                draw()
            case .headless:
                tick()
                saveIfDue(force: false)
                inbox?.waitForArrival(timeout: min(waitTime(), .milliseconds(5)))
            }
        }
        if let inbox { deliverInbox(inbox) }
        extensions.shutdown()
        send(.closing)
        saveIfDue(force: true)
        waitForLog()
    }

    /// Stops every running extension.
    deinit { extensions.shutdown() }

    /// How long to wait for a key: until the next deadline in wall time, at most a second (the status clock).
    private func waitTime() -> Duration {
        var seconds = extensions.hasRunningServices ? 0.05 : 1.0
        if let deadline = model.nextDeadline, clock.rate > 0 {
            seconds = min(seconds, max(0.01, deadline.timeIntervalSince(clock.now) / clock.rate))
        }
        return .milliseconds(Int(seconds * 1000))
    }

    private func perform(_ effects: [AppEffect]) {
        for effect in effects {
            switch effect {
            case .bell: bellsDue += 1
            case .quit: quitRequested = true
            case .reloadWorkspace: reloadWorkspace()
            case .stateChanged: dirty = true
            case .saveBeforeAnswer:
                // Only a batch from the endpoint waits for its answers.
                if journalBatch != nil { saveBeforeAnswer = true }
            case .journal(var entry):
                // Kept only for a batch from the endpoint, whose answers wait for the journal.
                guard journalBatch != nil else { break }
                journalSequence += 1
                entry.sequence = journalSequence
                journalBatch?.append(entry)
            case let .loadPush(path, bundleID, collapseID):
                loadPush(PushFileLoad(path: path, bundleID: bundleID, collapseID: collapseID, knownApps: model.appIDs, workspace: model.workspace))
            case let .loadTheme(path, quietly):
                send(.themeLoaded(Result { () throws(ThemeError) in try ThemeFile.load(path) }, quietly: quietly))
            case .clock(let request):
                let problem = clock.perform(request)
                send(.clockChanged(clock.status, now: clock.now, problem: problem))
            case .extensionCall(let call):
                let context = ExtensionRuntime.Context(workspaceRoot: model.workspace.root,
                                                       customAreaWidth: StoryboardContentExtension.customAreaWidth(model.device, model.metrics),
                                                       os: model.os,
                                                       registeredCategories: model.system.apps.mapValues(\.registeredCategories),
                                                       clock: deviceClock)
                apply(extensions.perform(call, context: context))
            case let .drawLiveActivity(definition, drawing):
                extensions.widgets.draw(definition, drawing, workspaceRoot: model.workspace.root, os: model.os, clock: deviceClock)
            case .startWidgetExtension(let definition):
                extensions.widgets.start(definition, workspaceRoot: model.workspace.root, os: model.os, clock: deviceClock)
            case let .loadWidgetTimeline(definition, request):
                extensions.widgets.timeline(definition, request, workspaceRoot: model.workspace.root, os: model.os, clock: deviceClock)
            case let .pressWidgetButton(definition, press):
                extensions.widgets.press(definition, press, workspaceRoot: model.workspace.root, os: model.os, clock: deviceClock)
            case let .pressLiveActivityButton(definition, press):
                extensions.widgets.press(definition, press, workspaceRoot: model.workspace.root, os: model.os, clock: deviceClock)
            }
        }
        publishActivityTokens()
        if let unloaded = extensions.reconcile(openSession: model.expanded?.contentExtension?.session) {
            send(.extensionUnloaded(unloaded))
        }
    }

    /// notisim's clock as the extensions' own code is to read it.
    private var deviceClock: DeviceClockReading { DeviceClockReading(now: clock.now, rate: clock.rate) }

    /// `:reload`: the workspace read again under the same notifications; the extensions running now are stopped.
    private func reloadWorkspace() {
        guard let workspaceReloader else { return send(.reloadFailed(lines: ["this workspace cannot be read again here"])) }
        switch workspaceReloader() {
        case .failure(let error):
            send(.reloadFailed(lines: error.description.split(separator: "\n").map(String.init)))
        case .success(let reloaded):
            extensions.shutdown()
            send(.reloaded(reloaded))
        }
    }

    /// Decodes and delivers a push from the endpoint; answers the notification id or why it was refused.
    func deliverInbound(_ push: InboundPush) -> InboundOutcome {
        let destination = PushDestination(pushToken: push.deviceToken, channelID: push.channelID, isPushToStartToken: push.sentToPushToStartToken)
        // The apps' ids read as the stored field they are (`appIDs` is `system.appOrder`): a computed property of the
        // core called on the runner's stored model copies the whole model first, once per push (seen with perf).
        switch PushLoader.decode(push.decoded, source: "push \(push.apnsID)", bundleID: push.bundleID, knownApps: model.system.appOrder,
                                 identifier: push.collapseID ?? push.apnsID, destination: destination,
                                 strings: { model.workspace.strings(for: $0) }) {
        case .failure(let problem):
            send(.pushRefused(problem, bundleID: push.bundleID))
            return .failure(problem)
        case .success(var loaded):
            loaded.expiration = push.expiration
            loaded.priority = push.priority
            // The identifier read first, so the push moves into the message rather than being copied.
            let identifier = loaded.identifier
            send(.pushArrived(consume loaded, journalled: journalBatch != nil))
            takeAnswers()
            return .success(identifier)
        }
    }

    /// Reads and decodes a payload file off the loop thread; the push comes back as a message.
    private func loadPush(_ load: PushFileLoad) {
        let mailbox = self.mailbox, read = readPayload
        let job = mailbox.begin(within: PushFileLoad.limit)
        pushFileLoadsOut += 1
        pushFileQueue.async { mailbox.finish(job, [.pushFileLoaded(load.run(reading: read))]) }
    }

    /// Saves the state when it changed or pushes wait in the journal, at most once a second unless forced; then
    /// empties the journal.
    package func saveIfDue(force: Bool) {
        if viewerKey != savedViewer { dirty = true }
        guard let store, dirty || journalUnsaved else { return }
        let wall = Date()
        guard force || wall.timeIntervalSince(lastSave) >= 1 else { return }
        var state = model.savedState()
        state.journalSequence = journalSequence
        do {
            try store.save(state)
            dirty = false
            journalUnsaved = false
            savedViewer = viewerKey
            lastSave = wall
            try journal?.truncate()
        } catch {
            send(.problem(error.description))
        }
    }

    /// Read through the stored `viewer`: the model's computed `os`, `device` and `theme` would each copy the whole
    /// model first, once per turn of the loop.
    private var viewerKey: String { "\(model.viewer.os.id) \(model.viewer.device.id) \(model.viewer.theme.name)" }

    /// Delivers a batch of pushes from the endpoint and makes them durable: `answer` gets their outcomes, in order,
    /// once their journal entries are written and flushed to the disk off the loop thread (or, failing that, the
    /// state file is saved) and the `--log-json` file has their events. The loop goes on meanwhile.
    func deliverDurably(_ pushes: [InboundPush], answer: @escaping @Sendable ([InboundOutcome]) -> Void) {
        let unsavedBefore = dirty
        journalBatch = journal == nil ? nil : []
        // A push the core says is not all in its journal entries (a Live Activity start or dismissal, an update counted
        // against the budget), a background push (counted against the hour's budget, or held back) or a push APNs
        // holds for a device that is offline: the state file is written before the push is answered.
        saveBeforeAnswer = false
        var wakesApp = false
        let outcomes = pushes.map { push in
            let outcome = deliverInbound(push)
            if case .success = outcome, push.decoded.delivery == .wakesApp { wakesApp = true }
            // The log keeps only its newest entries in memory: write them out before a long batch pushes any away.
            if model.log.totalCount - loggedCount >= EventLog.capacity / 2 { flushLog() }
            return outcome
        }
        let entries = journalBatch ?? []
        journalBatch = nil
        if model.system.device.isOffline || wakesApp || saveBeforeAnswer {
            dirty = true
            saveIfDue(force: true)
        }
        let journalled = journal != nil && !entries.isEmpty
        let parts = Countdown(parts: journalled ? 2 : 1) { answer(outcomes) }
        flushLog(then: parts.finish)
        guard let journal, journalled else { return }
        dirty = unsavedBefore
        journalUnsaved = true
        let failures = journalFailures
        journal.append(entries) { failure in
            guard let failure else { return parts.finish() }
            failures.withLock { $0.append((failure, parts.finish)) }
        }
    }

    /// Takes in batches whose journal write failed: says why, saves the state file (which holds their pushes), then
    /// lets their answers go.
    func settleJournalFailures() {
        let failed = journalFailures.withLock { failed in
            defer { failed.removeAll() }
            return failed
        }
        guard !failed.isEmpty else { return }
        for description in Set(failed.map(\.failure.description)).sorted() { send(.problem(description)) }
        dirty = true
        saveIfDue(force: true)
        for batch in failed { batch.release() }
    }

    private func publishActivityTokens() {
        guard let liveActivityTokensObserver else { return }
        // Runs after every batch; most change no token.
        if let published = publishedActivityTokens, model.liveActivities.hasPushTokens(published) { return }
        let tokens = model.liveActivities.pushTokens
        publishedActivityTokens = tokens
        liveActivityTokensObserver(tokens)
    }

    /// Hands the entries logged since the last call to the `--log-json` file; `then` runs once they are in it (at
    /// once without a file). Never waits for the file (``waitForLog()`` does).
    func flushLog(then: (@Sendable () -> Void)? = nil) {
        guard let logFile else {
            then?()
            return
        }
        if let failure = logFile.takeFailure() { send(.problem(failure)) }
        let total = model.log.totalCount
        let count = min(total - loggedCount, model.log.entries.count)
        logFile.write(model.log.entries.suffix(count), then: then)
        loggedCount = total
    }

    /// Returns once every entry logged so far is in the `--log-json` file and every push journalled so far is on the
    /// disk (or, its write failed, in the state file), and the pushes they record are answered.
    package func waitForLog() {
        flushLog()
        logFile?.waitUntilWritten()
        journal?.waitUntilWritten()
        settleJournalFailures()
    }
}
