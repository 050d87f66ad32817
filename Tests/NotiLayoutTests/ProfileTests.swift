import NotiCore
import Testing
@testable import NotiLayout

@Suite("Device profiles and cell metrics")
struct ProfileTests {
    @Test("iPhone 8 Plus: a 414 pt screen gives a 398 pt banner of 50 columns")
    func iPhone8PlusBanner() throws {
        let device = try DeviceProfile.named("iphone-8-plus")
        #expect(device.bannerWidthPoints == 398)
        #expect(CellMetrics.standard.columns(forPoints: device.bannerWidthPoints) == 50)
    }

    @Test("Banner columns are capped by the available terminal columns")
    func columnsCapped() {
        #expect(CellMetrics.standard.columns(forPoints: 398, available: 40) == 40)
    }

    @Test("A height of H points is round(H / (aspect × points per column)) rows; 200 pt = 13 rows")
    func rowsForPoints() {
        #expect(CellMetrics.standard.rows(forPoints: 200) == 13)
        #expect(CellMetrics(pointsPerColumn: 8, cellAspect: 2.5).rows(forPoints: 200) == 10)
    }

    @Test("The initial custom area is round(columns × ratio / aspect) rows")
    func initialCustomRows() {
        #expect(CellMetrics.standard.initialCustomRows(columns: 50, ratio: 0.5) == 13)
        #expect(CellMetrics.standard.initialCustomRows(columns: 50, ratio: 1) == 25)
        #expect(CellMetrics.standard.initialCustomRows(columns: 50, ratio: -1) == 0)
    }

    @Test("Absurd measures map to 0 or the cell cap, never a trap")
    func absurdMeasures() {
        let tiny = CellMetrics(pointsPerColumn: 1e-300, cellAspect: .nan)
        #expect(tiny.columns(forPoints: 398) == CellMetrics.maximumCells)
        #expect(CellMetrics.standard.rows(forPoints: .infinity) == CellMetrics.maximumCells)
        #expect(CellMetrics.standard.rows(forPoints: -.infinity) == 0)
        #expect(CellMetrics.standard.initialCustomRows(columns: 50, ratio: .nan) == 0)
        #expect(CellMetrics(pointsPerColumn: -1, cellAspect: 0) == .standard)
    }

    @Test("Unknown devices name the valid devices")
    func deviceLookup() {
        let device = #expect(throws: ProfileLookupError.self) { try DeviceProfile.named("pixel") }
        #expect(device?.description == "unknown device \"pixel\"; valid: iphone-se, iphone-8-plus, iphone-13-mini, iphone-15, iphone-15-pro-max")
        #expect(DeviceProfile.all.count == 5)
    }
}
