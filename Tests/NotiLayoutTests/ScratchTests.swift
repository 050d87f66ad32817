import Testing
import NotiCore
@testable import NotiLayout

@Test func scratch() {
    let banner = BannerView.render(BannerModel(notification: Samples.hello(secondsAgo: 300), app: Samples.practiceApp), context: Samples.context(os: Samples.plain(os: "13")))
    print(banner.grid.text())
    for os in ["13", "15"] {
        let model = ExpandedViewModel(notification: Samples.hello(), app: Samples.practiceApp, category: Samples.imagePostingCategory,
            extensionAttributes: ContentExtensionAttributes(categories: ["x"], initialContentSizeRatio: 0.5, defaultContentHidden: false),
            extensionState: ContentExtensionState(customView: Samples.practiceCustomView, mediaButton: .overlay), selectedAction: 1)
        print(ExpandedView.render(model, context: Samples.context(os: Samples.plain(os: os))).grid.text())
        let model2 = ExpandedViewModel(notification: Samples.hello(), app: Samples.practiceApp, category: Samples.imagePostingCategory)
        print(ExpandedView.render(model2, context: Samples.context(os: Samples.plain(os: os), device: .all[0])).grid.text())
    }
}
