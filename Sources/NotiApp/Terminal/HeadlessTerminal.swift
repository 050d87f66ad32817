import NotiLayout

/// An in-memory terminal for tests and `notisim run`: events come from a queue you fill, frames are recorded.
///
/// ``nextEvent(timeout:)`` never waits: with an empty queue it answers nil at once, and the caller's clock
/// decides what the timeout meant.
public final class HeadlessTerminal: TerminalBackend {
    /// One call to ``draw(_:cursor:)`` and what a real terminal would have had to write for it.
    public struct Frame: Sendable, Hashable {
        /// The grid drawn.
        public let grid: CellGrid
        /// The cursor position asked for.
        public let cursor: CursorPosition?
        /// How many cells differ from the previous frame (all of them after a resize or ``invalidate()``).
        public let changedCells: Int
        /// The UTF-8 bytes of the graphemes in the changed cells: a floor on the bytes a terminal would receive.
        public let changedTextBytes: Int
    }

    public private(set) var size: TerminalSize
    public let capabilities: TerminalCapabilities
    /// Whether ``start()`` was called and ``stop()`` not yet.
    public private(set) var isRunning = false
    /// Every frame drawn, oldest first.
    public private(set) var frames: [Frame] = []
    /// How many times the bell rang.
    public private(set) var bellCount = 0
    /// For each bell, how many frames had been drawn when it rang.
    package private(set) var bellsAfterFrame: [Int] = []
    private var queue: [TerminalEvent] = []
    private var queueStart = 0
    private var shownGrid: CellGrid?

    public init(size: TerminalSize = TerminalSize(cols: 100, rows: 32), capabilities: TerminalCapabilities = .full) {
        self.size = size
        self.capabilities = capabilities
    }

    /// The last frame drawn.
    public var lastFrame: Frame? { frames.last }
    /// Events pushed and not yet read.
    public var pendingEvents: ArraySlice<TerminalEvent> { queue[queueStart...] }

    /// Queues an event for ``nextEvent(timeout:)``.
    public func push(_ event: TerminalEvent) { queue.append(event) }

    /// Queues key presses.
    public func push(keys: [Key]) { queue.append(contentsOf: keys.map(TerminalEvent.key)) }

    /// Changes the size at once and queues the matching resize event, as a real terminal does.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        queue.append(.resize(cols: newSize.cols, rows: newSize.rows))
    }

    /// Forgets the recorded frames (the screen itself is kept).
    public func clearFrames() { frames.removeAll() }

    public func start() throws { isRunning = true }

    public func stop() { isRunning = false }

    public func draw(_ grid: CellGrid, cursor: CursorPosition?) {
        var changed = 0
        var bytes = 0
        let previous = shownGrid.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        for index in grid.cells.indices where previous?.cells[index] != grid.cells[index] {
            changed += 1
            bytes += grid.cells[index].grapheme.utf8.count
        }
        frames.append(Frame(grid: grid, cursor: cursor, changedCells: changed, changedTextBytes: bytes))
        shownGrid = grid
    }

    public func invalidate() { shownGrid = nil }

    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        guard queueStart < queue.count else { return nil }
        let event = queue[queueStart]
        queueStart += 1
        if queueStart == queue.count { queue.removeAll(keepingCapacity: true); queueStart = 0 }
        return event
    }

    public func bell() {
        bellCount += 1
        bellsAfterFrame.append(frames.count)
    }
}
