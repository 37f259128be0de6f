use clap::Parser;
#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    args: uno_sim::SimArgs,
}
fn main() {
    let cli = Cli::parse();
    uno_sim::run(&cli.args).unwrap();
}
