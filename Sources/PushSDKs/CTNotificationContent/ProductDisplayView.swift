import NotiUIKit

/// CleverTap's product display template (`pt_product_display`, vertical layout): the chosen product's image
/// (`pt_img<n>`), name (`pt_bt<n>`), description (`pt_st<n>`) and price (`pt_price<n>`), a button per product to
/// choose it, and the action button (`pt_product_display_action`) that opens the app at the product.
@MainActor
final class ProductDisplayView: UIStackView, TemplateContent {
    private let template: PushTemplate
    private let products: [Int]
    private let imageView = UIImageView()
    private let name = TemplateParts.label("", bold: true, color: nil)
    private let details = TemplateParts.label("", bold: false, color: nil)
    private let price = TemplateParts.label("", bold: true, color: nil)
    /// The product shown, an index into `products`.
    private var chosen = 0

    init(template: PushTemplate, width: CGFloat, openApp: @escaping @MainActor () -> Void) {
        self.template = template
        products = (1...3).filter { template.string("pt_bt\($0)") != nil }
        super.init(frame: .zero)
        axis = .vertical
        spacing = 4
        backgroundColor = TemplateColors.color(template.string("pt_bg"))
        imageView.contentMode = .scaleAspectFit
        imageView.heightAnchor.constraint(equalToConstant: TemplateParts.imageHeight(width: width)).isActive = true
        for view in [imageView, name, details, price] { addArrangedSubview(view) }
        let names = products.map { template.string("pt_bt\($0)") ?? "" }
        if products.count > 1 {
            addArrangedSubview(TemplateParts.buttonRow(names) { [weak self] index in self?.choose(index) })
        }
        let action = template.string("pt_product_display_action") ?? "Buy"
        addArrangedSubview(TemplateParts.buttonRow([action]) { _ in openApp() })
        choose(0)
    }

    required init?(coder: NSCoder) { nil }

    /// The image, the three lines of the product and the two rows of buttons.
    func preferredHeight(width: CGFloat) -> CGFloat { TemplateParts.imageHeight(width: width) + 140 }

    func showNext() -> Bool {
        guard !products.isEmpty else { return false }
        choose((chosen + 1) % products.count)
        return true
    }

    var deepLink: String? {
        products.indices.contains(chosen) ? template.string("pt_dl\(products[chosen])") : nil
    }

    private func choose(_ index: Int) {
        guard products.indices.contains(index) else { return }
        chosen = index
        let product = products[index]
        name.text = template.string("pt_bt\(product)")
        details.text = template.string("pt_st\(product)")
        price.text = template.string("pt_price\(product)")
        if let url = template.url("pt_img\(product)") { TemplateImageLoader.load(url, into: imageView) }
    }
}
