import NotiCore

/// A simulated iPhone: the screen and banner sizes in points.
package struct DeviceProfile: Sendable, Hashable, Identifiable {
    /// The lookup name, e.g. `iphone-15`.
    package var id: String
    package var displayName: String
    /// Screen width in points.
    package var screenWidthPoints: Double
    /// Screen height in points.
    package var screenHeightPoints: Double
    /// Margin between the screen edge and a banner, in points.
    package var bannerMarginPoints: Double
    /// Whether the device has a Dynamic Island (iPhone 14 Pro and later; docs/rules/live-activities.md#the-dynamic-island).
    package var hasDynamicIsland: Bool
    /// Its widgets' sizes in each family (docs/rules/widgets.md#widgets-on-their-pages).
    package var widgetSizes: WidgetSizes

    package init(id: String, displayName: String, screenWidthPoints: Double, screenHeightPoints: Double,
                bannerMarginPoints: Double = 8, hasDynamicIsland: Bool = false, widgetSizes: WidgetSizes = .standard) {
        self.id = id; self.displayName = displayName; self.screenWidthPoints = screenWidthPoints
        self.screenHeightPoints = screenHeightPoints; self.bannerMarginPoints = bannerMarginPoints
        self.hasDynamicIsland = hasDynamicIsland; self.widgetSizes = widgetSizes
    }

    /// Banner (and content-extension) width in points: the screen minus a margin on each side.
    package var bannerWidthPoints: Double { screenWidthPoints - 2 * bannerMarginPoints }

    /// Every simulated device.
    package static let all: [DeviceProfile] = [
        DeviceProfile(id: "iphone-se", displayName: "iPhone SE (2nd generation)", screenWidthPoints: 375, screenHeightPoints: 667,
                      widgetSizes: WidgetSizes(small: .init(148, 148), medium: .init(321, 148), large: .init(321, 324),
                                               circular: .init(68, 68), rectangular: .init(153, 68), inline: .init(225, 26))),
        DeviceProfile(id: "iphone-8-plus", displayName: "iPhone 8 Plus", screenWidthPoints: 414, screenHeightPoints: 736,
                      widgetSizes: WidgetSizes(small: .init(159, 159), medium: .init(348, 157), large: .init(348, 357),
                                               circular: .init(76, 76), rectangular: .init(170, 76), inline: .init(248, 26))),
        DeviceProfile(id: "iphone-13-mini", displayName: "iPhone 13 mini", screenWidthPoints: 375, screenHeightPoints: 812,
                      widgetSizes: WidgetSizes(small: .init(155, 155), medium: .init(329, 155), large: .init(329, 345),
                                               circular: .init(72, 72), rectangular: .init(157, 72), inline: .init(225, 26))),
        DeviceProfile(id: "iphone-15", displayName: "iPhone 15", screenWidthPoints: 393, screenHeightPoints: 852, hasDynamicIsland: true,
                      widgetSizes: .standard),
        DeviceProfile(id: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", screenWidthPoints: 430, screenHeightPoints: 932, hasDynamicIsland: true,
                      widgetSizes: WidgetSizes(small: .init(170, 170), medium: .init(364, 170), large: .init(364, 382),
                                               circular: .init(76, 76), rectangular: .init(172, 76), inline: .init(257, 26))),
    ]

    /// The default device.
    package static let standard = all[3]

    /// The device with this id (case-insensitive).
    package static func named(_ name: String) throws(ProfileLookupError) -> DeviceProfile {
        guard let device = all.first(where: { $0.id == name.lowercased() }) else {
            throw ProfileLookupError(kind: "device", name: name, valid: all.map(\.id))
        }
        return device
    }
}
