import NotiCore

/// The first attachment's thumbnail on a banner, centre row or lock-screen row (docs/rules/presentation.md#thumbnails-on-every-row):
/// an image drawn clipped by its clipping rect, or for audio and movies a labelled ▶ placeholder with the duration
/// (notisim decodes no video frames; docs/rules/presentation.md#movie-and-audio-thumbnails).
struct Thumbnail {
    static let columns = 6
    static let rows = 3
    /// Columns the text must keep for a thumbnail to be drawn.
    static let minimumTextColumns = 10

    enum Picture {
        case image(RGBAImage)
        case failed(reason: String)
        case media(AttachmentKind, duration: Double?, frameTime: Double?)
    }

    let picture: Picture

    /// The thumbnail of the first attachment whose thumbnail is not hidden; nil when there is none or the text would
    /// keep fewer than `minimumTextColumns`.
    init?(_ content: NotificationContent, context: RenderContext, textColumns: Int) {
        guard textColumns - Self.columns - 1 >= Self.minimumTextColumns,
              let attachment = content.attachments.first(where: { !$0.thumbnailHidden }) else { return nil }
        switch attachment.kind {
        case .image:
            switch context.loadImage(attachment) {
            case .success(let image): picture = .image(image.cropped(to: attachment.thumbnailClippingRect))
            case .failure(let error): picture = .failed(reason: error.reason)
            }
        case .audio, .movie:
            picture = .media(attachment.kind, duration: context.mediaDuration(attachment),
                             frameTime: attachment.kind == .movie ? attachment.thumbnailTime : nil)
        }
    }

    /// Draws the thumbnail in `rect`; returns its region (the text is the placeholder's label or failure reason).
    func draw(in rect: Rect, grid: inout CellGrid, context: RenderContext, identifier: String) -> LayoutRegion {
        switch picture {
        case .image(let image):
            grid.drawImage(image, in: rect, mode: .fill, cellStyle: context.imageCellStyle)
            return LayoutRegion(role: .attachment, rect: rect, identifier: identifier)
        case .failed(let reason):
            grid.drawImagePlaceholder(reason: reason, in: rect, style: context.theme[.imagePlaceholder])
            return LayoutRegion(role: .attachment, rect: rect, text: reason, identifier: identifier)
        case let .media(kind, duration, frameTime):
            let lines = Self.mediaLabel(kind, duration: duration, frameTime: frameTime)
            let style = context.theme[.imagePlaceholder]
            grid.fill(rect, with: Cell(" ", style: style))
            for (index, text) in lines.enumerated() where index < rect.height {
                let line = TextWrapper.truncate(text, width: rect.width)
                grid.write(line.text, x: rect.x + max(0, (rect.width - line.width) / 2), y: rect.y + index, style: style, clip: rect)
            }
            return LayoutRegion(role: .attachment, rect: rect, text: lines.joined(separator: "\n"), identifier: identifier)
        }
    }

    /// "▶ 0:42" (or "▶" when the length is unknown), the kind, and for a movie with `thumbnailTime` the frame it names.
    static func mediaLabel(_ kind: AttachmentKind, duration: Double?, frameTime: Double?) -> [String] {
        var lines = [duration.map { "▶ " + clockText($0) } ?? "▶", kind.rawValue]
        if let frameTime { lines.append("@" + clockText(frameTime)) }
        return lines
    }

    /// "m:ss" of a number of seconds (rounded down; negative or not finite reads 0:00).
    static func clockText(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? max(0, Int(seconds)) : 0
        let remainder = whole % 60
        return "\(whole / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
