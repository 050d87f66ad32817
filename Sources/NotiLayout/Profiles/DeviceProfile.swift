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

    package init(id: String, displayName: String, screenWidthPoints: Double, screenHeightPoints: Double,
                bannerMarginPoints: Double = 8, hasDynamicIsland: Bool = false) {
        self.id = id; self.displayName = displayName; self.screenWidthPoints = screenWidthPoints
        self.screenHeightPoints = screenHeightPoints; self.bannerMarginPoints = bannerMarginPoints
        self.hasDynamicIsland = hasDynamicIsland
    }

    /// Banner (and content-extension) width in points: the screen minus a margin on each side.
    package var bannerWidthPoints: Double { screenWidthPoints - 2 * bannerMarginPoints }

    /// Every simulated device.
    package static let all: [DeviceProfile] = [
        DeviceProfile(id: "iphone-se", displayName: "iPhone SE (2nd generation)", screenWidthPoints: 375, screenHeightPoints: 667),
        DeviceProfile(id: "iphone-8-plus", displayName: "iPhone 8 Plus", screenWidthPoints: 414, screenHeightPoints: 736),
        DeviceProfile(id: "iphone-13-mini", displayName: "iPhone 13 mini", screenWidthPoints: 375, screenHeightPoints: 812),
        DeviceProfile(id: "iphone-15", displayName: "iPhone 15", screenWidthPoints: 393, screenHeightPoints: 852,
                     hasDynamicIsland: true),
        DeviceProfile(id: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", screenWidthPoints: 430, screenHeightPoints: 932,
                     hasDynamicIsland: true),
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
