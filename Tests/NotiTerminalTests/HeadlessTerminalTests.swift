import NotiApp
import NotiLayout
import NotiTerminalPort
import Testing

@Suite("headless terminal")
struct HeadlessTerminalTests {
    @Test("events come back in the order they were pushed, and nil at once when the queue is empty")
    func eventQueue() {
        let terminal = HeadlessTerminal()
        terminal.push(keys: [.down, .character("1")])
        terminal.push(.terminationRequested(signal: 15))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .key(.down))
        #expect(terminal.nextEvent(timeout: nil) == .key(.character("1")))
        #expect(terminal.nextEvent(timeout: nil) == .terminationRequested(signal: 15))
        let clock = ContinuousClock()
        let started = clock.now
        #expect(terminal.nextEvent(timeout: .seconds(60)) == nil)
        #expect(clock.now - started < .seconds(1))
        terminal.push(.key(.enter))
        #expect(terminal.pendingEvents.count == 1)
        #expect(terminal.nextEvent(timeout: nil) == .key(.enter))
    }

    @Test("a resize changes the size at once and queues the resize event")
    func resize() {
        let terminal = HeadlessTerminal(size: TerminalSize(cols: 100, rows: 32))
        terminal.resize(to: TerminalSize(cols: 40, rows: 12))
        #expect(terminal.size == TerminalSize(cols: 40, rows: 12))
        #expect(terminal.nextEvent(timeout: nil) == .resize(cols: 40, rows: 12))
    }

    @Test("frames are recorded with the cells and text bytes that changed since the previous frame")
    func frameCounts() {
        let terminal = HeadlessTerminal(size: TerminalSize(cols: 4, rows: 2))
        var grid = CellGrid(width: 4, height: 2)
        terminal.draw(grid)
        #expect(terminal.lastFrame?.changedCells == 8)
        terminal.draw(grid)
        #expect(terminal.lastFrame?.changedCells == 0)
        grid[1, 0] = Cell("가")
        grid[2, 0] = Cell("")
        terminal.draw(grid, cursor: CursorPosition(x: 3, y: 1))
        #expect(terminal.lastFrame?.changedCells == 2)
        #expect(terminal.lastFrame?.changedTextBytes == 3)
        #expect(terminal.lastFrame?.cursor == CursorPosition(x: 3, y: 1))
        terminal.invalidate()
        terminal.draw(grid)
        #expect(terminal.lastFrame?.changedCells == 8)
        terminal.draw(CellGrid(width: 2, height: 2))
        #expect(terminal.lastFrame?.changedCells == 4)
        #expect(terminal.frames.count == 5)
        #expect(terminal.frames[2].grid.text() == " 가\n")
    }

    @Test("bell, start and stop are recorded")
    func bellAndLifecycle() throws {
        let terminal = HeadlessTerminal(capabilities: TerminalCapabilities(isUTF8: false, colorDepth: .monochrome))
        try terminal.start()
        #expect(terminal.isRunning)
        terminal.bell()
        terminal.bell()
        #expect(terminal.bellCount == 2)
        terminal.stop()
        #expect(!terminal.isRunning)
        #expect(terminal.capabilities.colorDepth == .monochrome)
    }
}
