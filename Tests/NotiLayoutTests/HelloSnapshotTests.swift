import Testing
import NotiCore
import TestSupport
@testable import NotiLayout

/// The source notes' "Hello" / "Good Evening!" notification with hello.png on every profile (iPhone 8 Plus, 50 columns).
@Suite("Hello snapshots")
struct HelloSnapshotTests {
    enum Variant: String, CaseIterable { case noExtension = "default", withExtension = "extension", defaultContentHidden = "hidden-default" }

    static let device = (try? DeviceProfile.named("iphone-8-plus")) ?? .standard

    func model(_ variant: Variant, ratio: Double = 0.5, preferredHeight: Double? = nil) -> ExpandedViewModel {
        let attributes: ContentExtensionAttributes? = switch variant {
        case .noExtension: nil
        case .withExtension: ContentExtensionAttributes(categories: ["CATEGORY_CUSTOM_UI"], initialContentSizeRatio: ratio)
        case .defaultContentHidden: ContentExtensionAttributes(categories: ["CATEGORY_CUSTOM_UI"], initialContentSizeRatio: ratio, defaultContentHidden: true)
        }
        let state = attributes == nil ? nil : ContentExtensionState(customView: Samples.practiceCustomView, preferredHeightPoints: preferredHeight)
        return ExpandedViewModel(notification: Samples.hello(secondsAgo: 0), app: Samples.practiceApp, category: Samples.imagePostingCategory,
                                 extensionAttributes: attributes, extensionState: state)
    }

    @Test("Banner and expanded view of Hello on every OS profile, with and without an extension", arguments: OSProfile.all)
    func everyProfile(os: OSProfile) {
        let context = Samples.context(os: os, device: Self.device)
        let banner = BannerView.render(BannerModel(notification: Samples.hello(secondsAgo: 300), app: Samples.practiceApp), context: context)
        assertGolden(banner.grid.text(), named: "hello-banner-ios\(os.majorVersion)")
        for variant in Variant.allCases {
            let view = ExpandedView.render(model(variant), context: context)
            assertGolden(view.grid.text(), named: "hello-expanded-ios\(os.majorVersion)-\(variant.rawValue)")
        }
    }

    @Test("The custom area is round(columns × ratio / 2) rows: 13 at ratio 0.5 and 25 at ratio 1 on 50 columns")
    func ratios() {
        let context = Samples.context(device: Self.device)
        for (ratio, rows) in [(0.5, 13), (1.0, 25)] {
            let view = ExpandedView.render(model(.withExtension, ratio: ratio), context: context)
            #expect(view.regions.first { $0.role == .custom }?.rect.height == rows)
            #expect(view.regions.first { $0.role == .custom }?.rect.width == 48)
            assertGolden(view.grid.text(), named: "hello-ratio-\(ratio)")
        }
    }

    @Test("Once the extension sets a preferred height (200 pt), the custom area takes round(200 / 16) = 13 rows instead of the ratio's")
    func preferredHeightChange() {
        let context = Samples.context(device: Self.device)
        let before = ExpandedView.render(model(.withExtension, ratio: 1), context: context)
        let after = ExpandedView.render(model(.withExtension, ratio: 1, preferredHeight: 200), context: context)
        #expect(before.regions.first { $0.role == .custom }?.rect.height == 25)
        #expect(after.regions.first { $0.role == .custom }?.rect.height == 13)
        assertGolden(before.grid.text() + "\n\n" + after.grid.text(), named: "hello-preferred-height-change")
    }

    @Test("The JSON regions of Hello's expanded view with the extension on iOS 13 and 15 (the machine-checkable layout)")
    func jsonRegions() {
        for os in ["13", "15"] {
            let view = ExpandedView.render(model(.withExtension), context: Samples.context(os: Samples.plain(os: os), device: Self.device))
            assertGolden(RegionJSON.encode(view), named: "hello-expanded-ios\(os)-extension-regions")
        }
    }
}
