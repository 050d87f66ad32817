import Testing
@testable import NotiLayout

@Suite("Profiles")
struct ProfileTests {
    @Test("Default content order is attachment, title, body on iOS 12–14 and title, body, attachment on 15+")
    func contentOrder() throws {
        for version in 12...14 { #expect(try OSProfile.named("\(version)").defaultContentOrder == [.attachment, .title, .body]) }
        for version in 15...18 { #expect(try OSProfile.named("\(version)").defaultContentOrder == [.title, .body, .attachment]) }
    }

    @Test("The header survives DefaultContentHidden on iOS ≤ 14 and is hidden on 15+")
    func headerUnderDefaultContentHidden() throws {
        #expect(try OSProfile.named("13").keepsHeaderWhenDefaultContentHidden)
        #expect(try !OSProfile.named("15").keepsHeaderWhenDefaultContentHidden)
    }

    @Test("Interruption levels, relevance, action icons arrive and summary arguments are ignored from iOS 15")
    func iOS15Features() throws {
        let old = try OSProfile.named("14"), new = try OSProfile.named("15")
        #expect(!old.supportsInterruptionLevels && new.supportsInterruptionLevels)
        #expect(!old.supportsRelevanceScore && new.supportsRelevanceScore)
        #expect(!old.supportsActionIcons && new.supportsActionIcons)
        #expect(!old.ignoresSummaryArguments && new.ignoresSummaryArguments)
    }

    @Test("Dynamic actions and user interaction exist on every simulated version (12+)")
    func iOS12Features() {
        #expect(OSProfile.all.allSatisfy { $0.supportsDynamicActions && $0.supportsUserInteraction })
        #expect(OSProfile.all.map(\.majorVersion) == Array(12...18))
    }

    @Test("Temporary banners leave after about 5 seconds")
    func bannerDismissal() { #expect(OSProfile.all.allSatisfy { $0.bannerDismissSeconds == 5 }) }

    @Test("OS names accept 15, 15.4, iOS 15; unknown names list the valid ones")
    func osLookup() throws {
        #expect(try OSProfile.named("15.4").majorVersion == 15)
        #expect(try OSProfile.named("iOS 17").majorVersion == 17)
        #expect(throws: ProfileLookupError.self) { try OSProfile.named("11") }
        let error = #expect(throws: ProfileLookupError.self) { try OSProfile.named("9") }
        #expect(error?.description == "unknown OS version \"9\"; valid: 12, 13, 14, 15, 16, 17, 18")
        let device = #expect(throws: ProfileLookupError.self) { try DeviceProfile.named("pixel") }
        #expect(device?.description == "unknown device \"pixel\"; valid: iphone-se, iphone-8-plus, iphone-13-mini, iphone-15, iphone-15-pro-max")
    }

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
        #expect(throws: ProfileLookupError.self) { try DeviceProfile.named("pixel") }
        #expect(DeviceProfile.all.count == 5)
    }
}
