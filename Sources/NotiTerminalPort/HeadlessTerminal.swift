import NotiLayout

/// An in-memory terminal for tests and `notisim run`: events come from a queue you fill, frames are recorded.
///
/// ``nextEvent(timeout:)`` never waits: with an empty queue it answers nil at once, and the caller's clock
/// decides what the timeout meant.
package final class HeadlessTerminal: TerminalBackend {
    /// One call to ``draw(_:cursor:)`` and what a real terminal would have had to write for it. The counts are
    /// worked out when asked for, from the grid and the one shown before it (which the frames share): drawing
    /// stays a matter of keeping the grid, so a benchmark of the app's frames does not time this bookkeeping.
    package struct Frame: Sendable, Hashable {
        /// The grid drawn.
        package let grid: CellGrid
        /// The cursor position asked for.
        package let cursor: CursorPosition?
        /// The grid on screen before, nil when every cell had to be written (the first frame, a resize, ``invalidate()``).
        let shownBefore: CellGrid?

        /// The cells that differ from the previous frame (all of them after a resize or ``invalidate()``).
        private var changed: some Sequence<Cell> {
            grid.cells.indices.lazy.filter { shownBefore?.cells[$0] != grid.cells[$0] }.map { grid.cells[$0] }
        }
        /// How many cells differ from the previous frame (all of them after a resize or ``invalidate()``).
        package var changedCells: Int { changed.reduce(0) { count, _ in count + 1 } }
        /// The UTF-8 bytes of the graphemes in the changed cells: a floor on the bytes a terminal would receive.
        package var changedTextBytes: Int { changed.reduce(0) { $0 + $1.grapheme.utf8.count } }
    }

    package private(set) var size: TerminalSize
    package let capabilities: TerminalCapabilities
    /// Whether ``start()`` was called and ``stop()`` not yet.
    package private(set) var isRunning = false
    /// Every frame drawn, oldest first.
    package private(set) var frames: [Frame] = []
    /// How many times the bell rang.
    package private(set) var bellCount = 0
    /// For each bell, how many frames had been drawn when it rang.
    package private(set) var bellsAfterFrame: [Int] = []
    private var queue: [TerminalEvent] = []
    private var queueStart = 0
    private var shownGrid: CellGrid?

    package init(size: TerminalSize = TerminalSize(cols: 100, rows: 32), capabilities: TerminalCapabilities = .full) {
        self.size = size
        self.capabilities = capabilities
    }

    /// The last frame drawn.
    package var lastFrame: Frame? { frames.last }
    /// Events pushed and not yet read.
    package var pendingEvents: ArraySlice<TerminalEvent> { queue[queueStart...] }

    /// Queues an event for ``nextEvent(timeout:)``.
    package func push(_ event: TerminalEvent) { queue.append(event) }

    /// Queues key presses.
    package func push(keys: [Key]) { queue.append(contentsOf: keys.map(TerminalEvent.key)) }

    /// Changes the size at once and queues the matching resize event, as a real terminal does.
    package func resize(to newSize: TerminalSize) {
        size = newSize
        queue.append(.resize(cols: newSize.cols, rows: newSize.rows))
    }

    /// Forgets the recorded frames (the screen itself is kept).
    package func clearFrames() { frames.removeAll() }

    package func start() throws { isRunning = true }

    package func stop() { isRunning = false }

    package func draw(_ grid: CellGrid, cursor: CursorPosition?) {
        let previous = shownGrid.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        frames.append(Frame(grid: grid, cursor: cursor, shownBefore: previous))
        shownGrid = grid
    }

    package func invalidate() { shownGrid = nil }

    package func nextEvent(timeout: Duration?) -> TerminalEvent? {
        guard queueStart < queue.count else { return nil }
        let event = queue[queueStart]
        queueStart += 1
        if queueStart == queue.count { queue.removeAll(keepingCapacity: true); queueStart = 0 }
        return event
    }

    package func bell() {
        bellCount += 1
        bellsAfterFrame.append(frames.count)
    }
}
