extension DiagnosticCode {
    /// A token file or group is not shaped as the DTCG Format module says.
    public static let tokenStructure: DiagnosticCode = "token-structure"
    /// A `$ref` or `$extends` is malformed or reaches nothing.
    public static let badReference: DiagnosticCode = "bad-reference"
    /// Aliases or `$ref`s that lead back to where they started.
    public static let referenceCycle: DiagnosticCode = "reference-cycle"
    /// An alias names no token of the set.
    public static let unknownToken: DiagnosticCode = "unknown-token"
    /// A colour value is not one the Color module defines.
    public static let badTokenColor: DiagnosticCode = "bad-token-color"
    /// A colour lay outside sRGB and was gamut-mapped into it.
    public static let colorGamutMapped: DiagnosticCode = "color-gamut-mapped"
    /// A token used for a role is deprecated.
    public static let deprecatedToken: DiagnosticCode = "deprecated-token"
    /// A sheet role has no token, so the theme keeps the default's colour.
    public static let unmappedRole: DiagnosticCode = "unmapped-role"
    /// A Resolver document is not shaped as the Resolver module says.
    public static let resolverStructure: DiagnosticCode = "resolver-structure"
}
