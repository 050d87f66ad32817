import Foundation

/// The image contexts opened on each thread, innermost last (UIKit keeps one stack per thread).
private final class ImageContextStack {
    var contexts: [CGContext] = []

    static var current: ImageContextStack {
        let key = "notisim.UIGraphicsImageContexts"
        if let stack = Thread.current.threadDictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// Opens an image context of `size` points and makes it the current context (UIKit's
/// `UIGraphicsBeginImageContextWithOptions`); `opaque` and `scale` are kept, as a cell has one colour.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContextStack.current.contexts.append(CGContext(size: size))
}

/// Opens an image context of `size` points (UIKit's `UIGraphicsBeginImageContext`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The context drawing goes to: the innermost image context open on this thread, nil when none is.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContextStack.current.contexts.last
}

/// An image of what the current image context holds: its size and the colour drawn over it; nil when no image
/// context is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    return UIImage(drawnIn: context)
}

/// Closes the current image context.
public func UIGraphicsEndImageContext() {
    _ = ImageContextStack.current.contexts.popLast()
}
