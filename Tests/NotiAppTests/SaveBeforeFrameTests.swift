import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import NotiLayout

/// A headless terminal that looks at the state file each time a frame is drawn.
private final class CheckingTerminal: TerminalBackend {
    let inner: HeadlessTerminal
    var onDraw: () -> Void = {}

    init(keys: [Key]) {
        inner = HeadlessTerminal()
        inner.push(keys: keys)
    }

    func start() throws { try inner.start() }
    func stop() { inner.stop() }
    var size: TerminalSize { inner.size }
    var capabilities: TerminalCapabilities { inner.capabilities }
    func draw(_ grid: CellGrid, cursor: CursorPosition?) {
        onDraw()
        inner.draw(grid, cursor: cursor)
    }
    func invalidate() { inner.invalidate() }
    func nextEvent(timeout: Duration?) -> TerminalEvent? { inner.nextEvent(timeout: .zero) }
    func bell() {}
}

@Suite("Saved before shown")
struct SaveBeforeFrameTests {
    @Test("every frame the loop draws shows only what the state file already holds (Do Not Disturb, the OS version)")
    func frameNeverAheadOfTheStateFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-frame-\(UUID().uuidString)")
        let store = StateStore.forWorkspace(at: URL(fileURLWithPath: "/work/demo"), environment: ["XDG_STATE_HOME": folder.path])
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let clock = ManualClock(start)
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(nil), os: nil, device: nil, theme: "light", environment: [:],
                                          size: TerminalSize(cols: 100, rows: 32), now: start, timeZone: TimeZone(identifier: "UTC")!)
        let terminal = CheckingTerminal(keys: [.character("d")] + [.character(":")] + Key.typing("os 13") + [.enter, .character("d"), .character("q")])
        let runner = AppRunner(model: model, backend: terminal, clock: clock, store: store)
        var frames: [(shown: String, saved: String)] = []
        terminal.onDraw = {
            let saved = try? store.load()
            frames.append(("\(runner.model.system.device.focusActive) \(runner.model.os.id)",
                           saved.map { "\($0.archive.device.focusActive) \($0.os)" } ?? "none"))
        }
        runner.start(restoring: nil)
        runner.runLoop(shouldStop: { false })
        #expect(frames.count > 3)
        #expect(frames.map(\.shown).contains("true 13"), "the keys reached the model")
        for (index, frame) in frames.enumerated() {
            #expect(frame.shown == frame.saved, "frame \(index) shows \(frame.shown) while the state file holds \(frame.saved)")
        }
    }
}
