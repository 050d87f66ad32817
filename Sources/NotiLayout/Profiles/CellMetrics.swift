/// The mapping from points to terminal cells (docs/rules/terminal.md#points-to-cells).
///
/// A column stands for `pointsPerColumn` points; a cell is `cellAspect` times taller than wide, so a row
/// stands for `cellAspect × pointsPerColumn` points.
package struct CellMetrics: Sendable, Hashable {
    package var pointsPerColumn: Double
    /// Cell height ÷ cell width.
    package var cellAspect: Double

    package init(pointsPerColumn: Double = 8, cellAspect: Double = 2) {
        self.pointsPerColumn = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 8
        self.cellAspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 2
    }

    /// The default mapping: 8 points per column, cells twice as tall as wide.
    package static let standard = CellMetrics()

    /// Banner columns for a width in points: `round(points / pointsPerColumn)`, capped by `available` columns.
    package func columns(forPoints points: Double, available: Int? = nil) -> Int {
        let columns = Self.cells(points / pointsPerColumn)
        return available.map { min(columns, max(0, $0)) } ?? columns
    }

    /// Rows for a height in points: `round(points / (cellAspect × pointsPerColumn))`.
    package func rows(forPoints points: Double) -> Int {
        Self.cells(points / (cellAspect * pointsPerColumn))
    }

    /// Initial rows of a content extension's custom area: `round(columns × ratio / cellAspect)`.
    package func initialCustomRows(columns: Int, ratio: Double) -> Int {
        guard ratio.isFinite, ratio > 0 else { return 0 }
        return Self.cells(Double(columns) * ratio / cellAspect)
    }

    /// Most cells any single measure maps to (keeps absurd inputs from overflowing or allocating without bound).
    package static let maximumCells = 10_000

    /// A measure rounded to whole cells, 0 for NaN or negatives, at most `maximumCells`.
    static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return value == .infinity ? maximumCells : 0 }
        return Int(min(Double(maximumCells), max(0, value)).rounded())
    }
}
