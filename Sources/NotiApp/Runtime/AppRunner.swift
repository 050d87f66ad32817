import Foundation
import NotiCore
import NotiExtensions
import NotiLayout

/// Runs the app loop: feeds keys, resizes and the clock to the model, performs its effects, draws its view on a
/// terminal backend, and saves the state. The same runner serves ncurses, tmux tests and headless scripts.
public final class AppRunner {
    public internal(set) var model: AppModel
    public let backend: any TerminalBackend
    public let clock: any RunnerClock
    private let store: StateStore?
    private let logSink: FileHandle?
    private let images = ImageCache()
    private let extensions: ExtensionRuntime
    private var loggedCount = 0
    private var dirty = false
    private var lastSave = Date.distantPast
    /// Whether the model asked to quit.
    public private(set) var quitRequested = false

    /// A runner for `model`; extensions come from `extensions` (the demo's Swift ones by default) within `limits`.
    public init(model: AppModel, backend: any TerminalBackend, clock: any RunnerClock, store: StateStore? = nil, logSink: FileHandle? = nil,
                extensions: ExtensionCatalog = DemoExtensions.catalog, limits: ExtensionLimits = .standard) {
        self.model = model
        self.extensions = ExtensionRuntime(catalog: extensions, limits: limits)
        self.backend = backend
        self.clock = clock
        self.store = store
        self.logSink = logSink
        self.model.size = backend.size
        self.model.unicode = backend.capabilities.isUTF8
        syncClockStatus()
    }

    /// The screen as the view draws it now.
    public var screen: CellGrid { AppView.render(model, images: images.loader) }

    /// Draws the current screen on the backend.
    public func draw() {
        let cursor: CursorPosition? = {
            if case .commandLine(let text)? = model.overlay { return CursorPosition(x: 1 + TextWidth.columns(of: text), y: model.size.rows - 1) }
            return nil
        }()
        backend.draw(screen, cursor: cursor)
    }

    /// Launches the workspace's apps, or restores the saved state (delivering quietly what came due meanwhile).
    public func start(restoring saved: SavedState?) {
        if let saved {
            if saved.archive.savedAt > clock.now { _ = clock.perform(.jump(to: saved.archive.savedAt)) }
            model.restoreViewer(saved)
            let events = model.system.restore(saved.archive, now: clock.now)
            model.applyQuietly(events, at: clock.now)
            perform(model.advance(to: clock.now))
        } else {
            perform(model.advance(to: clock.now))
            perform(model.launchApps())
        }
        flushLog()
    }

    /// Brings the model to the clock's time and collects what service extensions handed over.
    public func tick() {
        perform(model.advance(to: clock.now))
        perform(extensions.pollServices(model: &model))
        syncClockStatus()
        flushLog()
    }

    /// Handles one terminal event.
    public func handle(_ event: TerminalEvent) {
        tick()
        switch event {
        case .key(let key): perform(model.handle(key))
        case .resize(let cols, let rows):
            model.size = TerminalSize(cols: cols, rows: rows)
            backend.invalidate()
        case .terminationRequested(let signal):
            model.note(.system, "signal \(signal): saving and leaving")
            quitRequested = true
        }
        tick()
    }

    /// Switches `supportsContentExtensions` (an open extension is unloaded when switched off).
    public func setContentExtensionsSupported(_ supported: Bool) {
        model.setContentExtensionsSupported(supported)
        extensions.reconcile(with: &model)
    }

    /// Runs a command (the `:` line's and scripts' model commands).
    public func run(_ command: Command) {
        tick()
        perform(model.run(command))
        tick()
    }

    /// The interactive loop: until the model asks to quit or `shouldStop` says so (a signal). With an inbox, pushes
    /// from the APNs endpoint are delivered between keys.
    public func runLoop(inbox: PushInbox? = nil, shouldStop: () -> Bool) {
        draw()
        while !quitRequested && !shouldStop() {
            if let inbox { deliverInbox(inbox) }
            let timeout = inbox == nil ? waitTime() : min(waitTime(), .milliseconds(20))
            if let event = backend.nextEvent(timeout: timeout) {
                handle(event)
            } else {
                tick()
            }
            saveIfDue(force: false)
            draw()
        }
        extensions.shutdown()
        let abandoned = model.abandonServiceRuns()
        if !abandoned.isEmpty { dirty = true }
        saveIfDue(force: true)
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
            case .bell: backend.bell()
            case .quit: quitRequested = true
            case .stateChanged: dirty = true
            case let .loadPush(path, bundleID, collapseID): loadPush(path: path, bundleID: bundleID, collapseID: collapseID)
            case .clock(let request):
                if let problem = clock.perform(request) { model.notice = problem }
                syncClockStatus()
                perform(model.advance(to: clock.now))
            case .extensionCall(let call):
                if case .loadContent(_, let definition, _, _) = call, definition.run != nil { draw() }
                perform(extensions.perform(call, model: &model))
            }
        }
        extensions.reconcile(with: &model)
    }

    private func syncClockStatus() {
        model.clockStatus.paused = clock.rate == 0 && clock is SystemClock
        if let system = clock as? SystemClock { model.clockStatus.speed = system.speed }
    }

    /// Decodes and delivers a push from the endpoint; answers the notification id or why it was refused.
    func deliverInbound(_ push: InboundPush) -> InboundOutcome {
        switch PushLoader.decode(push.payload, source: "push \(push.apnsID)", bundleID: push.bundleID, knownApps: model.appIDs,
                                 pushType: push.pushType) {
        case .failure(let problem):
            model.note(.error, problem.description, app: push.bundleID)
            flushLog()
            return .failure(problem)
        case .success(let loaded):
            let identifier = push.collapseID ?? push.apnsID
            perform(model.receivePush(loaded.content, bundleID: loaded.bundleID, identifier: identifier, backgroundOnly: loaded.backgroundOnly,
                                      mutableContent: loaded.mutableContent))
            flushLog()
            return .success(identifier)
        }
    }

    /// Reads, decodes and delivers a payload file as a push.
    private func loadPush(path: String, bundleID: String?, collapseID: String?) {
        let result = PushLoader.load(path: path, bundleID: bundleID, knownApps: model.appIDs)
        switch result {
        case .failure(let problem):
            model.notice = problem.description
            model.note(.error, "push \(path): \(problem.description)")
        case .success(let push):
            for warning in push.warnings { model.note(.error, "push \((path as NSString).lastPathComponent): \(warning)") }
            let identifier = collapseID ?? UUID().uuidString
            perform(model.receivePush(push.content, bundleID: push.bundleID, identifier: identifier, backgroundOnly: push.backgroundOnly,
                                      mutableContent: push.mutableContent))
        }
    }

    /// Saves the state when it changed, at most once a second unless forced.
    public func saveIfDue(force: Bool) {
        guard let store, dirty else { return }
        let wall = Date()
        guard force || wall.timeIntervalSince(lastSave) >= 1 else { return }
        do {
            try store.save(model.savedState())
            dirty = false
            lastSave = wall
        } catch {
            model.notice = error.description
        }
    }

    private func flushLog() {
        guard let logSink else { return }
        let total = model.log.totalCount
        guard total > loggedCount else { return }
        let fresh = model.log.entries.suffix(min(total - loggedCount, model.log.entries.count))
        let text = fresh.map { $0.json.serialized() + "\n" }.joined()
        logSink.write(Data(text.utf8))
        loggedCount = total
    }
}
