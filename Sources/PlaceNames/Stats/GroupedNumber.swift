/// `8412` as `8,412`: digits grouped by three, the same in every locale.
func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = ""
    for (position, digit) in digits.enumerated() {
        if position > 0 && (digits.count - position) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return number < 0 ? "-" + text : text
}
