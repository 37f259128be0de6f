#!/usr/bin/perl
# Prints the Unicode tables of crates/uno-server/src/protocol.rs (which
# characters nicknames and chat refuse) from the Unicode data that Perl
# ships, as Rust inclusive ranges: compare them with the tables there.
#   perl scripts/unicode-tables.pl
use strict;
use warnings;
use Unicode::UCD qw(prop_invlist);

sub ranges {
    my @inv = @_;
    my @out;
    for (my $i = 0; $i < @inv; $i += 2) {
        my $lo = $inv[$i];
        my $hi = $i + 1 < @inv ? $inv[$i + 1] - 1 : 0x10FFFF;
        push @out, [$lo, $hi];
    }
    return @out;
}

sub print_table {
    my ($name, @r) = @_;
    print "const $name: &[(u32, u32)] = &[\n";
    printf "    (0x%04X, 0x%04X),\n", @$_ for @r;
    print "];\n";
}

print "// Unicode ", Unicode::UCD::UnicodeVersion(), "\n";
my @di = ranges(prop_invlist('Default_Ignorable_Code_Point'));
print_table('DEFAULT_IGNORABLE', @di);
my %di = map { $_ => 1 } map { my ($l, $h) = @$_; ($l .. $h) } @di;
my @cf = grep { !$di{$_} } map { my ($l, $h) = @$_; ($l .. $h) } ranges(prop_invlist('General_Category=Format'));
my @other;
for my $c (@cf) {
    if (@other && $other[-1][1] == $c - 1) { $other[-1][1] = $c } else { push @other, [$c, $c] }
}
print_table('OTHER_FORMAT', @other);
