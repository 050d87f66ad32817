/// Text sizes measured in earlier passes, by text, line limit and width, kept by the hosting view's graph: a text
/// that did not change between passes is not wrapped again.
@MainActor
final class TextMeasurements {
    private struct Key: Hashable {
        let text: String
        let numberOfLines: Int
        let width: CGFloat?
    }

    private var sizes: [Key: CGSize] = [:]
    /// Past this many sizes the store starts afresh, so that text changing with every pass cannot grow it unbounded.
    static let capacity = 4096

    /// The size a label gives `text` in `numberOfLines` (0 = as many as needed) at `width` points (nil: unwrapped).
    func size(of text: String, numberOfLines: Int, width: CGFloat?) -> CGSize {
        let key = Key(text: text, numberOfLines: numberOfLines, width: width)
        if let size = sizes[key] { return size }
        let size = UILabel.size(of: text, numberOfLines: numberOfLines, width: width)
        if sizes.count >= Self.capacity { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        return size
    }
}
