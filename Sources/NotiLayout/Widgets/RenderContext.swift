import Foundation
import NotiCore

/// Everything around a notification that decides how it is drawn.
package struct RenderContext: Sendable {
    package var os: OSProfile
    package var device: DeviceProfile
    package var metrics: CellMetrics
    package var theme: Theme
    /// The current time, for relative times and the lock-screen clock (passed in: layout has no clock).
    package var now: Date
    /// The time zone of the lock-screen clock.
    package var timeZone: TimeZone
    /// Terminal columns available (caps the banner width); nil = no cap.
    package var availableColumns: Int?
    /// Terminal rows available (decides when action lists are tight); nil = unlimited.
    package var availableRows: Int?
    /// How images become cells (shading for terminals without colour).
    package var imageCellStyle: ImageCellStyle
    /// Loads an attachment's image. Layout reads no file: the caller passes a loader that does (NotiWorkspace's
    /// `ImageCache`, or the tests' `TestAttachments`).
    package var loadImage: @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError>
    /// Seconds of an audio or movie attachment (nil = unknown), for the ▶ placeholder of its thumbnail; read by the
    /// caller (NotiWorkspace's `MediaDurationCache`), unknown unless one is passed.
    package var mediaDuration: @Sendable (NotificationAttachment) -> Double?

    package init(os: OSProfile = .latest, device: DeviceProfile = .standard, metrics: CellMetrics = .standard,
                theme: Theme = Theme(name: "plain"), now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current,
                availableColumns: Int? = nil, availableRows: Int? = nil, imageCellStyle: ImageCellStyle = .halfBlocks,
                loadImage: @escaping @Sendable (NotificationAttachment) -> Result<RGBAImage, ImageDecodingError>,
                mediaDuration: @escaping @Sendable (NotificationAttachment) -> Double? = { _ in nil }) {
        self.os = os; self.device = device; self.metrics = metrics; self.theme = theme; self.now = now
        self.timeZone = timeZone; self.availableColumns = availableColumns; self.availableRows = availableRows
        self.imageCellStyle = imageCellStyle; self.loadImage = loadImage; self.mediaDuration = mediaDuration
    }

    /// Banner (and long look) width in columns: the device's banner points mapped to cells, capped by the terminal.
    package var bannerColumns: Int {
        metrics.columns(forPoints: device.bannerWidthPoints, available: availableColumns)
    }

    /// Why an audio or movie attachment has no picture.
    package static func noPicture(_ attachment: NotificationAttachment) -> ImageDecodingError {
        ImageDecodingError("\(attachment.kind.rawValue) attachment: no picture")
    }
}

/// "now", "5m ago", "2h ago", "3d ago" from a date and the current time.
package enum RelativeTime {
    /// The short relative time iOS shows in banners and the centre.
    package static func describe(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        guard seconds.isFinite, seconds >= 60 else { return "now" }
        if seconds < 3600 { return "\(Int(seconds / 60))m ago" }
        if seconds < 86_400 { return "\(Int(seconds / 3600))h ago" }
        return "\(Int(seconds / 86_400))d ago"
    }
}
