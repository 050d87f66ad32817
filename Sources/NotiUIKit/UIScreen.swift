import Foundation
internal import NotiLayout

/// The device's screen (Apple's `UIScreen`). *Decision:* an extension is not told which iPhone notisim simulates, so
/// `main` is notisim's standard iPhone, an iPhone 15: 393 × 852 points at 3 pixels per point
/// (docs/rules/apple-frameworks.md#quartzcore).
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen of the device.
    public static let main = UIScreen()

    /// The screen in points.
    open var bounds: CGRect {
        CGRect(x: 0, y: 0, width: DeviceProfile.standard.screenWidthPoints, height: DeviceProfile.standard.screenHeightPoints)
    }
    /// Pixels per point.
    open var scale: CGFloat { 3 }
    /// Pixels per point of the panel.
    open var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}
