/// The base of views and view controllers (Apple's `UIResponder`).
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}
